/**
 * How the vendor scripts define WordPress's globals: each package once, under
 * WordPress's name, and never over what the host already defines.
 */

type Globals = Record< string, unknown > & { wp?: Record< string, unknown > };

/**
 * WordPress exposes default-export packages (api-fetch, deprecated,
 * is-shallow-equal) as the function itself with the named exports attached.
 */
const asGlobal = ( namespace: Record< string, unknown > ) => {
	const main = namespace.default;
	return typeof main === 'function' ? Object.assign( main, namespace ) : { ...namespace };
};

/**
 * The page's `window`, typed for the globals the vendor scripts define.
 *
 * @example
 * vendorTarget().React ??= React;
 */
export const vendorTarget = (): Globals => window as unknown as Globals;

/**
 * Defines `window.wp.<name>` for each package the host does not define yet.
 *
 * @example
 * defineWordPressGlobals( { hooks, i18n } );
 */
export function defineWordPressGlobals(
	packages: Record< string, Record< string, unknown > >
): void {
	const wp = ( vendorTarget().wp ??= {} );
	for ( const [ name, namespace ] of Object.entries( packages ) ) {
		wp[ name ] ??= asGlobal( namespace );
	}
}
