/** The tracking cookies' value format: `key=value` pairs split by the triple bar, as sourcebuster.js writes them. */

import { TRACKING_FIELD_DELIMITER } from './constants';

/**
 * A record as a cookie value: `typ=utm|||src=google|||…`, in the record's
 * key order.
 *
 * @example
 * formatTrackingValue( { vst: '2', uip: '(none)', uag: 'Mozilla/5.0' } ); // 'vst=2|||uip=(none)|||uag=Mozilla/5.0'
 */
export function formatTrackingValue( record: object ): string {
	return Object.entries( record )
		.map( ( [ key, value ] ) => `${ key }=${ String( value ) }` )
		.join( TRACKING_FIELD_DELIMITER );
}

/**
 * A cookie value as a record, or `null` when it lacks one of `keys` (a
 * cookie from an unknown format is treated as missing). A value may contain
 * `=` (an entrance point's query string): only the first one splits.
 *
 * @example
 * parseTrackingValue( 'pgs=3|||cpg=https://tienda.example/?a=b', [ 'pgs', 'cpg' ] ); // { pgs: '3', cpg: 'https://tienda.example/?a=b' }
 */
export function parseTrackingValue< Key extends string >(
	value: string | null,
	keys: readonly Key[]
): Record< Key, string > | null {
	if ( ! value ) {
		return null;
	}
	const entries = value.split( TRACKING_FIELD_DELIMITER ).map( ( pair ) => {
		const at = pair.indexOf( '=' );
		return at < 0 ? [ pair, '' ] : [ pair.slice( 0, at ), pair.slice( at + 1 ) ];
	} );
	const record = Object.fromEntries( entries ) as Record< string, string >;
	return keys.every( ( key ) => key in record )
		? ( Object.fromEntries( keys.map( ( key ) => [ key, record[ key ]! ] ) ) as Record<
				Key,
				string
			> )
		: null;
}

/**
 * A time as the tracking cookies record it: `YYYY-MM-DD hh:mm:ss`, in UTC.
 *
 * @example
 * formatTrackingDate( new Date( Date.UTC( 2026, 10, 26, 9, 5, 0 ) ) ); // '2026-11-26 09:05:00'
 */
export function formatTrackingDate( date: Date ): string {
	return date.toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}
