/**
 * An independent check of a rendered page for markup that could run script,
 * written without `@cesta/sanitize`'s helpers so a bug there cannot hide
 * itself here. Used on live documents: in jsdom after a block rendered, and
 * in Chromium (its source is sent to the page, so it uses nothing outside
 * itself).
 */

/**
 * Everything under `root` that could run script or load active content, as
 * readable strings; `[]` means the rendered markup is inert. Looks at event
 * handler attributes, URL attributes with a scheme other than http(s),
 * mailto, tel and relative URLs, `srcdoc`, inline styles with `url(` of
 * such a scheme, and script, frame, object, embed, base and refresh
 * elements. `<template>` contents are inert and not searched.
 *
 * @example
 * expect( findDomDangers( document.querySelector( '.wp-block-woocommerce-cart' )! ) ).toEqual( [] );
 */
export function findDomDangers( root: Element ): string[] {
	const SAFE_SCHEMES = [ 'http:', 'https:', 'mailto:', 'tel:' ];
	const URL_ATTRIBUTES = [
		'href',
		'src',
		'action',
		'formaction',
		'xlink:href',
		'data',
		'poster',
		'background',
		'dynsrc',
		'lowsrc',
	];
	const ACTIVE_ELEMENTS = [ 'script', 'iframe', 'frame', 'object', 'embed', 'base', 'applet' ];
	const unsafeScheme = ( url: string ) => {
		// Browsers ignore control characters and spaces inside a scheme.
		// eslint-disable-next-line no-control-regex
		const compact = url.replace( /[\u0000-\u0020\u007f-\u00a0]/g, '' ).toLowerCase();
		const scheme = /^[a-z][a-z0-9+.-]*:/.exec( compact );
		return scheme !== null && ! SAFE_SCHEMES.includes( scheme[ 0 ] );
	};
	const dangers: string[] = [];
	const elements = [ root, ...Array.from( root.querySelectorAll( '*' ) ) ];
	for ( const element of elements ) {
		const tag = element.localName;
		if ( ACTIVE_ELEMENTS.includes( tag ) ) {
			dangers.push( `element <${ tag }>` );
		}
		if (
			tag === 'meta' &&
			( element.getAttribute( 'http-equiv' ) ?? '' ).toLowerCase() === 'refresh'
		) {
			dangers.push( 'meta refresh' );
		}
		for ( const { name, value } of Array.from( element.attributes ) ) {
			const attribute = name.toLowerCase();
			if ( attribute.startsWith( 'on' ) ) {
				dangers.push( `handler ${ attribute } on <${ tag }>` );
			}
			if ( attribute === 'srcdoc' ) {
				dangers.push( `srcdoc on <${ tag }>` );
			}
			if ( URL_ATTRIBUTES.includes( attribute ) && unsafeScheme( value ) ) {
				dangers.push( `${ attribute }="${ value }" on <${ tag }>` );
			}
			if (
				attribute === 'srcset' &&
				value.split( ',' ).some( ( candidate ) => unsafeScheme( candidate.trim() ) )
			) {
				dangers.push( `srcset="${ value }" on <${ tag }>` );
			}
			if ( attribute === 'style' ) {
				const urls = value.match( /url\(\s*['"]?([^'")]*)/gi ) ?? [];
				if (
					urls.some( ( url ) => unsafeScheme( url.replace( /^url\(\s*['"]?/i, '' ) ) )
				) {
					dangers.push( `style="${ value }" on <${ tag }>` );
				}
			}
		}
	}
	return dangers;
}

/**
 * Fires, on every element under `root`, the events inline handlers of the
 * payloads listen for (error, load, focus, mouse-over, toggle, animation
 * and SVG timing events), so a handler that reached the page runs and calls
 * the sentinel — jsdom loads no image and runs no animation by itself.
 * Clicks are left out: they would use the blocks' own buttons.
 *
 * @example
 * fireInlineHandlerEvents( container );
 * expect( window.__cestaXss ).not.toHaveBeenCalled();
 */
export function fireInlineHandlerEvents( root: Element ): void {
	const EVENTS = [
		'error',
		'load',
		'focus',
		'mouseover',
		'toggle',
		'animationstart',
		'begin',
		'start',
	];
	for ( const element of [ root, ...Array.from( root.querySelectorAll( '*' ) ) ] ) {
		for ( const type of EVENTS ) {
			element.dispatchEvent( new Event( type ) );
		}
	}
}
