// An independent checker for sanitiser output, written without the package's
// own helpers so a bug there cannot hide itself here.
const SAFE_SCHEMES = [ 'http:', 'https:', 'mailto:', 'tel:' ];
const URL_ATTRIBUTES = [ 'href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster' ];
const CLOBBERING_NAMES = [ 'getelementbyid', 'cookie', 'location', 'body', 'forms', 'domain' ];

function hasUnsafeScheme( url: string ): boolean {
	// eslint-disable-next-line no-control-regex
	const compact = url.replace( /[\u0000-\u0020\u007f-\u00a0]/g, '' ).toLowerCase();
	const scheme = /^[a-z][a-z0-9+.-]*:/.exec( compact );
	return scheme !== null && ! SAFE_SCHEMES.includes( scheme[ 0 ] );
}

/**
 * Everything in `html` that could run script or escape the allow-lists, as
 * readable strings; `[]` means the output is safe.
 */
export function findDangers(
	html: string,
	allowed: { tags: readonly string[]; attr: readonly string[] }
): string[] {
	const dangers: string[] = [];
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	for ( const element of Array.from( template.content.querySelectorAll( '*' ) ) ) {
		const tag = element.localName;
		if (
			! allowed.tags.includes( tag ) ||
			element.namespaceURI !== 'http://www.w3.org/1999/xhtml'
		) {
			dangers.push( `element <${ tag }>` );
		}
		for ( const { name, value } of Array.from( element.attributes ) ) {
			if ( name.startsWith( 'on' ) || ! allowed.attr.includes( name ) ) {
				dangers.push( `attribute ${ name } on <${ tag }>` );
			}
			if ( URL_ATTRIBUTES.includes( name ) && hasUnsafeScheme( value ) ) {
				dangers.push( `unsafe URL in ${ name }: ${ value }` );
			}
			if (
				name === 'srcset' &&
				value.split( ',' ).some( ( c ) => hasUnsafeScheme( c.trim() ) )
			) {
				dangers.push( `unsafe URL in srcset: ${ value }` );
			}
			if ( name === 'name' && CLOBBERING_NAMES.includes( value.toLowerCase() ) ) {
				dangers.push( `clobbering name ${ value }` );
			}
		}
	}
	if ( /<script/i.test( html ) ) {
		dangers.push( 'script markup' );
	}
	return dangers;
}
