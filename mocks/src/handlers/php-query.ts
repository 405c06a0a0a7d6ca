/** Parses PHP-style query keys (`a[b][]=1`) into nested values, as PHP fills $_GET. */

/**
 * Nested values parsed from `a[b][]=1` style keys, as PHP fills `$_GET`.
 *
 * @example
 * const value: PhpValue = { attributes: [ { attribute: 'pa_color' } ] };
 */
export type PhpValue = string | PhpValue[] | { [ key: string ]: PhpValue };

const FORBIDDEN_KEYS = new Set( [ '__proto__', 'constructor', 'prototype' ] );

const isIndexable = (
	value: PhpValue | undefined
): value is PhpValue[] | { [ key: string ]: PhpValue } =>
	typeof value === 'object' && value !== null;

/**
 * Parses query or form pairs the way PHP does: `stock_status[]=instock`
 * becomes a list, `attributes[0][slug][]=rojo` nested objects; plain keys keep
 * their last value.
 *
 * @example
 * parsePhpQuery( new URLSearchParams( 'a[]=1&a[]=2&b[c]=3' ) ); // { a: [ '1', '2' ], b: { c: '3' } }
 */
export function parsePhpQuery( params: URLSearchParams ): Record< string, PhpValue > {
	const result: Record< string, PhpValue > = {};
	for ( const [ rawKey, value ] of params ) {
		const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec( rawKey );
		if ( ! match ) {
			result[ rawKey ] = value;
			continue;
		}
		const segments = [ ...match[ 2 ].matchAll( /\[([^[\]]*)\]/g ) ].map(
			( segment ) => segment[ 1 ]
		);
		if ( [ match[ 1 ], ...segments ].some( ( part ) => FORBIDDEN_KEYS.has( part ) ) ) {
			// Such keys would write into Object.prototype; PHP has no equivalent.
			continue;
		}
		if ( segments.length === 0 ) {
			result[ match[ 1 ] ] = value;
			continue;
		}
		let container: PhpValue[] | { [ key: string ]: PhpValue } = result;
		let key: string = match[ 1 ];
		for ( const segment of segments ) {
			const current: PhpValue | undefined = Array.isArray( container )
				? container[ Number( key ) ]
				: container[ key ];
			const next: PhpValue[] | { [ key: string ]: PhpValue } = isIndexable( current )
				? current
				: segment === '' || /^\d+$/.test( segment )
					? []
					: {};
			if ( Array.isArray( container ) ) {
				container[ Number( key ) ] = next;
			} else {
				container[ key ] = next;
			}
			container = next;
			key =
				segment === ''
					? String( Array.isArray( next ) ? next.length : Object.keys( next ).length )
					: segment;
		}
		if ( Array.isArray( container ) ) {
			container[ Number( key ) ] = value;
		} else {
			container[ key ] = value;
		}
	}
	return result;
}
