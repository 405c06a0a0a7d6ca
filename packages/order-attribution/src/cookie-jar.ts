/** The page's cookies as a `CookieJar`: first-party, site-wide, values URI-encoded as sourcebuster.js encodes them. */

import type { CookieJar } from './types';

const decode = ( value: string ) => {
	try {
		return decodeURIComponent( value );
	} catch {
		return value;
	}
};

/**
 * A cookie jar over `doc.cookie`. Removing a cookie expires it for the
 * whole site and for the site's domain, the two ways a tracking script may
 * have written it.
 *
 * @example
 * const jar = documentCookieJar();
 * jar.get( 'sbjs_current' ); // 'typ=typein|||src=(direct)|||…' or null
 */
export function documentCookieJar( doc: Document = document ): CookieJar {
	return {
		get( name ) {
			const prefix = `${ name }=`;
			const found = doc.cookie
				.split( /;\s*/ )
				.find( ( cookie ) => cookie.startsWith( prefix ) );
			return found === undefined ? null : decode( found.slice( prefix.length ) );
		},
		set( name, value, expires ) {
			doc.cookie = `${ name }=${ encodeURIComponent(
				value
			) }; expires=${ expires.toUTCString() }; path=/; SameSite=Lax`;
		},
		remove( name ) {
			const host = doc.location?.hostname;
			doc.cookie = `${ name }=; path=/; max-age=-999`;
			if ( host ) {
				doc.cookie = `${ name }=; path=/; max-age=-999; domain=.${ host }`;
			}
		},
	};
}
