/** Where a block container's saved markup is, and the content a server-rendering host gives it to hydrate. */

import { HYDRATE_ATTRIBUTE, HYDRATION_ROOT_ATTRIBUTE, SAVED_MARKUP_ATTRIBUTE } from '../constants';
import { hydrationMarkupMissingMessage } from '../messages';

/**
 * Where a container's saved block markup is and what React takes over.
 *
 * @example
 * const { markup, hydrationRoot } = readMarkupSource( container, 'woocommerce/cart' );
 */
export interface MarkupSource {
	/** The saved block markup to build the tree from. */
	markup: ArrayLike< Node >;
	/** The element holding the server-rendered HTML to hydrate, or `null` to render afresh. */
	hydrationRoot: HTMLElement | null;
}

const childWith = ( container: Element, attribute: string, tagName?: string ) =>
	Array.from( container.children ).find(
		( child ) => child.hasAttribute( attribute ) && ( ! tagName || child.localName === tagName )
	) ?? null;

/**
 * Reads a container: normally its children are the saved block markup and
 * React renders afresh into it. A container marked
 * `data-cesta-hydrate="true"` (a host rendered it with this package's
 * renderer) holds the saved markup in a `<template data-cesta-block-markup>`
 * and the server-rendered HTML in a `[data-cesta-block-root]` element, which
 * React hydrates. A marked container missing either is warned about and
 * rendered afresh.
 *
 * @example
 * readMarkupSource( container, 'woocommerce/cart' ).hydrationRoot; // null unless marked
 */
export function readMarkupSource( container: HTMLElement, blockName: string ): MarkupSource {
	if ( container.getAttribute( HYDRATE_ATTRIBUTE ) !== 'true' ) {
		return { markup: container.childNodes, hydrationRoot: null };
	}
	const template = childWith(
		container,
		SAVED_MARKUP_ATTRIBUTE,
		'template'
	) as HTMLTemplateElement | null;
	const root = childWith( container, HYDRATION_ROOT_ATTRIBUTE ) as HTMLElement | null;
	if ( template && root ) {
		return { markup: template.content.childNodes, hydrationRoot: root };
	}
	// Developer diagnostics: production builds leave them out.
	if ( process.env.NODE_ENV !== 'production' ) {
		console.warn( hydrationMarkupMissingMessage( blockName ) );
	}
	return {
		markup: template ? template.content.childNodes : container.childNodes,
		hydrationRoot: null,
	};
}

/**
 * The content a server-rendering host gives a block container (with
 * `data-cesta-hydrate="true"` on it) so `mountBlocks` hydrates it: the saved
 * block markup in a template, then `renderToString( renderBlockTree( tree ) )`
 * in the hydration root. Nothing may be added between or inside them.
 *
 * @example
 * const savedMarkup = container.innerHTML;
 * const renderedHtml = renderToString( renderBlockTree( parseBlockMarkup( container ) ) );
 * container.setAttribute( 'data-cesta-hydrate', 'true' );
 * container.innerHTML = hydratableBlockContent( { savedMarkup, renderedHtml } );
 */
export function hydratableBlockContent( {
	savedMarkup,
	renderedHtml,
}: {
	savedMarkup: string;
	renderedHtml: string;
} ): string {
	return `<template ${ SAVED_MARKUP_ATTRIBUTE }>${ savedMarkup }</template><div ${ HYDRATION_ROOT_ATTRIBUTE }>${ renderedHtml }</div>`;
}
