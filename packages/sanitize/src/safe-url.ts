/** Whether a URL or a srcset may appear in sanitised HTML: relative, or with a safe scheme. */

import { SAFE_URL_PROTOCOLS } from './constants';

// Browsers ignore ASCII whitespace and control characters inside a scheme
// ("java\tscript:"), so they are removed before the scheme is read.
/* eslint-disable no-control-regex */
const IGNORED_URL_CHARACTERS =
	/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]/g;
/* eslint-enable no-control-regex */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a URL may appear in a link or image: it has no scheme (relative
 * path, `#anchor`, `?query`, protocol-relative `//host`) or its scheme is one
 * of {@link SAFE_URL_PROTOCOLS}. Entity-encoded and whitespace-padded schemes
 * are caught because the value is read as the browser would read it.
 *
 * @example
 * isSafeUrl( 'https://tienda.example/producto/ventilador/' ); // true
 * isSafeUrl( '/carrito/' ); // true
 * isSafeUrl( ' JaVa\tScRiPt:alert(1)' ); // false
 * isSafeUrl( 'data:text/html,<script>alert(1)</script>' ); // false
 */
export function isSafeUrl( url: string ): boolean {
	const compact = url.replace( IGNORED_URL_CHARACTERS, '' );
	const scheme = SCHEME.exec( compact );
	if ( ! scheme ) {
		// "javascript&colon;" and friends only reach here undecoded when the
		// value never went through an HTML parser; refuse anything with a colon
		// before the first path, query or fragment delimiter to be safe.
		return ! /^[^/?#]*(?::|&colon;|&#0*58;?|&#x0*3a;?)/i.test( compact );
	}
	return SAFE_URL_PROTOCOLS.includes( scheme[ 1 ].toLowerCase() );
}

/**
 * Whether every URL of a `srcset` value is safe (see {@link isSafeUrl}).
 *
 * @example
 * isSrcsetSafe( '/a-300.jpg 300w, /a-600.jpg 600w' ); // true
 * isSrcsetSafe( 'javascript:alert(1) 1x' ); // false
 */
export function isSrcsetSafe( srcset: string ): boolean {
	return srcset
		.split( ',' )
		.map( ( candidate ) => candidate.trim().split( /\s+/ )[ 0 ] ?? '' )
		.every( ( url ) => url === '' || isSafeUrl( url ) );
}
