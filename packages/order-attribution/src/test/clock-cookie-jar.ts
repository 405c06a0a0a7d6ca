/**
 * A cookie jar whose cookies expire on the test's (fake) clock. jsdom's own
 * cookie store checks expiry against the real clock, outside Jest's fake
 * timers, so lifetimes and session expiry are tested through this jar;
 * `documentCookieJar` itself is tested against jsdom's cookies separately.
 */

import type { CookieJar } from '@cesta/order-attribution';

/** A jar over a map, each cookie dropped once `Date.now()` reaches its expiry. */
export function clockCookieJar(): CookieJar & { names(): string[] } {
	const cookies = new Map< string, { value: string; expires: number } >();
	const live = ( name: string ) => {
		const cookie = cookies.get( name );
		if ( cookie && cookie.expires <= Date.now() ) {
			cookies.delete( name );
			return undefined;
		}
		return cookie;
	};
	return {
		get: ( name ) => live( name )?.value ?? null,
		set: ( name, value, expires ) => {
			cookies.set( name, { value, expires: expires.getTime() } );
		},
		remove: ( name ) => {
			cookies.delete( name );
		},
		names: () => [ ...cookies.keys() ].filter( ( name ) => live( name ) ),
	};
}
