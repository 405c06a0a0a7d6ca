/** The isRecord type guard, which payloads pass before their properties are read. */

/**
 * Whether `value` is an object whose keys can be read: not `null` and not an
 * array. Payloads from the server, from settings and from extensions are
 * checked with it before their properties are read.
 *
 * @example
 * isRecord( { code: 'woocommerce_rest_cart_invalid_key' } ); // true
 * isRecord( [ 'billing' ] ); // false
 * isRecord( null ); // false
 */
export const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );
