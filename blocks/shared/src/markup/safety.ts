/*
 * What of the server markup is kept. The markup comes from the shop's own
 * server, but it may hold content editors or plugins wrote, so nothing in it
 * may run code once React re-creates it: scripts, event-handler attributes,
 * `javascript:`-like URLs and the few elements that load or run other
 * documents are dropped. Everything else (classes, ids, text, data and ARIA
 * attributes, styles, links, images, SVG icons) is kept.
 */

/** Elements dropped with their content. */
const DROPPED_ELEMENTS: ReadonlySet< string > = new Set( [
	'script',
	'noscript',
	'template',
	'base',
	'object',
	'embed',
	'applet',
	'frame',
	'frameset',
	// SVG animation can rewrite an `href` to `javascript:` after cleaning.
	'animate',
	'animatemotion',
	'animatetransform',
	'set',
	'handler',
	'listener',
] );

/** Names React gives a meaning of its own, or that switch React's rendering mode. */
const RESERVED_NAMES: ReadonlySet< string > = new Set( [
	'key',
	'ref',
	'children',
	'is',
	'dangerouslysetinnerhtml',
	'suppresshydrationwarning',
	'suppresscontenteditablewarning',
	'defaultvalue',
	'defaultchecked',
	'innerhtml',
	'srcdoc',
	'http-equiv',
] );

/** Attributes holding one URL. */
const URL_ATTRIBUTES: ReadonlySet< string > = new Set( [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'poster',
	'cite',
	'background',
	'ping',
	'data',
	'codebase',
	'longdesc',
	'manifest',
	'lowsrc',
	'dynsrc',
	'usemap',
] );

const ATTRIBUTE_NAME_PATTERN = /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/;
const UNSAFE_SCHEME_PATTERN = /^(?:javascript|vbscript|data|livescript|mocha):/i;
const IMAGE_DATA_URL_PATTERN = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/i;
const UNSAFE_STYLE_PATTERN = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;
const IMAGE_TAGS: ReadonlySet< string > = new Set( [ 'img', 'source', 'video', 'input' ] );

// Browsers ignore whitespace and control characters inside a scheme
// (`java\tscript:`), so they must be ignored when checking it too.
// eslint-disable-next-line no-control-regex
const stripIgnoredCharacters = ( url: string ): string => url.replace( /[\u0000-\u0020]/g, '' );

/**
 * Whether a URL may stay: no script-running scheme; `data:` only for images
 * on image elements.
 *
 * @example
 * isSafeUrl( 'java\tscript:alert(1)', 'a' ); // false
 * isSafeUrl( '/carrito', 'a' ); // true
 */
export function isSafeUrl( url: string, tagName: string ): boolean {
	const compact = stripIgnoredCharacters( url );
	if ( ! UNSAFE_SCHEME_PATTERN.test( compact ) ) {
		return true;
	}
	return IMAGE_TAGS.has( tagName ) && IMAGE_DATA_URL_PATTERN.test( compact );
}

const isSafeSrcset = ( value: string, tagName: string ): boolean =>
	value
		.split( ',' )
		.map( ( candidate ) => candidate.trim().split( /\s+/ )[ 0 ] ?? '' )
		.every( ( url ) => isSafeUrl( url, tagName ) );

/**
 * Whether an element is dropped with everything inside it.
 *
 * @example
 * isDroppedElement( document.createElement( 'script' ) ); // true
 */
export function isDroppedElement( element: Element ): boolean {
	return DROPPED_ELEMENTS.has( element.localName.toLowerCase() );
}

/**
 * Whether one attribute may stay on an element of `tagName`.
 *
 * @example
 * isSafeAttribute( 'onclick', 'alert(1)', 'button' ); // false
 * isSafeAttribute( 'class', 'wc-block-cart', 'div' ); // true
 */
export function isSafeAttribute( name: string, value: string, tagName: string ): boolean {
	const lower = name.toLowerCase();
	if ( ! ATTRIBUTE_NAME_PATTERN.test( name ) || lower.startsWith( 'on' ) ) {
		return false;
	}
	if ( RESERVED_NAMES.has( lower ) ) {
		return false;
	}
	if ( URL_ATTRIBUTES.has( lower ) ) {
		return isSafeUrl( value, tagName.toLowerCase() );
	}
	if ( lower === 'srcset' || lower === 'imagesrcset' ) {
		return isSafeSrcset( value, tagName.toLowerCase() );
	}
	if ( lower === 'style' ) {
		return ! UNSAFE_STYLE_PATTERN.test( value );
	}
	return true;
}

/**
 * The attributes of `element` that may stay, by name as the markup spells it.
 *
 * @example
 * safeAttributesOf( button ); // { class: 'wc-block-components-button', type: 'button' }
 */
export function safeAttributesOf( element: Element ): Record< string, string > {
	const kept: Record< string, string > = {};
	for ( const { name, value } of Array.from( element.attributes ) ) {
		if ( isSafeAttribute( name, value, element.localName ) ) {
			kept[ name ] = value;
		}
	}
	return kept;
}
