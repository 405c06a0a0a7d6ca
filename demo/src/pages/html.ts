/** HTML helpers of the demo's pages: escaping, script-safe JSON and inline global assignments. */

import { invalidGlobalNameMessage } from '../messages';

const HTML_ESCAPES: Record< string, string > = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

/**
 * Escapes text for HTML content and quoted attribute values.
 *
 * @example
 * escapeHtml( 'Tom & "Jerry" <3' ); // 'Tom &amp; &quot;Jerry&quot; &lt;3'
 */
export function escapeHtml( text: string | number ): string {
	return String( text ).replace( /[&<>"']/g, ( character ) => HTML_ESCAPES[ character ]! );
}

/**
 * Serialises a value as JSON that is safe inside an inline `<script>`: `<`,
 * `>` and `&` become `\u003c`, `\u003e` and `\u0026`, so no `</script>` or
 * `<!--` can close or change the script, and U+2028/U+2029, which older
 * JavaScript parsers treat as line ends inside strings, are escaped too. The
 * result is still valid JSON and a valid JavaScript expression.
 *
 * @example
 * scriptJson( { name: '</script><script>alert(1)</script>' } );
 * // '{"name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"}'
 */
export function scriptJson( value: unknown ): string {
	const json = JSON.stringify( value ) ?? 'null';
	return json.replace( /[<>&\u2028\u2029]/g, ( character ) => {
		return `\\u${ character.charCodeAt( 0 ).toString( 16 ).padStart( 4, '0' ) }`;
	} );
}

/**
 * An inline script that assigns a value to a `window` global, as a WordPress
 * host prints `wcSettings` and `wcBlocksMiddlewareConfig`.
 *
 * @example
 * globalAssignmentScript( 'wcSettings', settings );
 * // '<script>window.wcSettings = {…};</script>'
 */
export function globalAssignmentScript( name: string, value: unknown ): string {
	if ( ! /^[A-Za-z_$][\w$]*$/.test( name ) ) {
		throw new TypeError( invalidGlobalNameMessage( name ) );
	}
	return `<script>window.${ name } = ${ scriptJson( value ) };</script>`;
}
