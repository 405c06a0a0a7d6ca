/** Joins class names, skipping falsy ones. */

/**
 * Joins class names, skipping falsy ones: a five-line stand-in for the
 * `classnames` package, which would cost bytes for no gain here.
 *
 * @example
 * cx( 'wc-block-components-chip', isActive && 'is-active', undefined ); // 'wc-block-components-chip is-active'
 */
export function cx( ...names: Array< string | false | null | undefined | 0 > ): string {
	return names.filter( Boolean ).join( ' ' );
}
