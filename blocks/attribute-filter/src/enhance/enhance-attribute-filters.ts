/** Finding the Attribute Filter blocks of a page and making each work without React; asking the Store API for the terms when the server did not print them. */
import { controlCheckboxList } from '@cesta/blocks-shared/checkbox-list';

import { ATTRIBUTE_FILTER_BLOCK_NAME } from '../constants';
import type { AttributeQueryState } from '../filter-query/types';
import { attributeFilterUrl, readAttributeQueryState } from '../filter-query/url';
import { loadAttributeFilterData } from '../load/load-attribute-filter-data';
import { normalizeAttributeFilterAttributes } from '../markup/attributes';
import type { NormalizedAttributeFilterAttributes } from '../markup/attributes';
import { attributeFilterContentMarkup } from '../markup/render-attribute-filter-markup';
import { publishAttributeQueryState } from './publish-query-state';

/**
 * Options of {@link enhanceAttributeFilters}; each has a default for a real page.
 *
 * @example
 * enhanceAttributeFilters( document, { onQueryStateChange: refresher.refresh } );
 */
export interface AttributeFiltersOptions {
	/** Called with every attribute filter of the new address on pages that do not reload. @default none */
	onQueryStateChange?: ( state: AttributeQueryState ) => void;
	/** Reloads a server-template page at the new address. @default `window.location.assign` */
	navigate?: ( url: string ) => void;
	/** Replaces the address without reload. @default `history.replaceState` */
	replaceUrl?: ( url: string ) => void;
	/** The listing's Store API query, for the count request when the block carries none. @default the block's `data-listing-query`, else {} */
	listingQuery?: Record< string, unknown >;
}

const ENHANCED = 'data-attribute-filter-enhanced';

const json = < T >( text: string | undefined ): T | undefined => {
	try {
		return text ? ( JSON.parse( text ) as T ) : undefined;
	} catch {
		return undefined;
	}
};

// Fills a block the server left empty; false when there is nothing to show.
const load = async (
	element: HTMLElement,
	attributes: NormalizedAttributeFilterAttributes,
	listingQuery: Record< string, unknown >
): Promise< boolean > => {
	try {
		const data = await loadAttributeFilterData( attributes.attributeId, {
			queryType: attributes.queryType,
			listingQuery,
			urlQuery: window.location.search,
		} );
		element.dataset.taxonomy = data.attribute.taxonomy;
		element.dataset.attributeName = data.attribute.name;
		element.innerHTML = attributeFilterContentMarkup(
			attributes,
			data,
			window.location.search
		);
	} catch {
		// No terms, nothing to filter by: the block stays out of the way.
		element.innerHTML = '';
	}
	element.classList.remove( 'is-loading' );
	element.hidden = ! element.innerHTML;
	return ! element.hidden;
};

/**
 * Makes every Attribute Filter block inside `root` work (each once): when
 * the server printed the terms, at once; else after
 * `GET /products/attributes/{id}`, `…/terms` and the counts of
 * `GET /products/collection-data`, hiding the block when no term is left.
 * Ticking or unticking a term writes WooCommerce's `filter_{name}` (the
 * chosen slugs) and `query_type_{name}` to the address (both removed when
 * nothing is chosen; paging removed): a page rendered by a server template
 * (`data-is-server-template="true"`) loads it; any other page replaces its
 * address and publishes every attribute filter of it
 * (`{ attributes: [ { attribute: 'pa_color', operator: 'in', slug: [ … ] } ] }`
 * to `onQueryStateChange`, `ATTRIBUTE_FILTER_CHANGED_EVENT`, and
 * WooCommerce's query-state store when present), so the listing shows the
 * products again. The "Show more" toggle works too. Resolves to a function
 * that stops every block (which may then be enhanced again).
 *
 * @example
 * const { refresh } = createProductCollectionRefresher( document );
 * const stop = await enhanceAttributeFilters( document, { onQueryStateChange: refresh } );
 */
export async function enhanceAttributeFilters(
	root: Document | Element = document,
	options: AttributeFiltersOptions = {}
): Promise< () => void > {
	const blocks = [
		...root.querySelectorAll< HTMLElement >(
			`[data-block-name="${ ATTRIBUTE_FILTER_BLOCK_NAME }"]:not([${ ENHANCED }])`
		),
	];
	const stops = await Promise.all(
		blocks.map( async ( element ) => {
			element.setAttribute( ENHANCED, '' );
			const attributes = normalizeAttributeFilterAttributes( { ...element.dataset } );
			const unmark = () => element.removeAttribute( ENHANCED );
			const ready =
				! element.hidden &&
				( element.classList.contains( 'is-loading' )
					? attributes.attributeId > 0 &&
						( await load(
							element,
							attributes,
							options.listingQuery ??
								json< Record< string, unknown > >( element.dataset.listingQuery ) ??
								{}
						) )
					: true );
			const list = element.querySelector< HTMLElement >( '.wc-block-checkbox-list' );
			const taxonomy = element.dataset.taxonomy;
			if ( ! ready || ! list || ! taxonomy ) {
				return unmark;
			}
			const serverTemplate = element.dataset.isServerTemplate === 'true';
			const stop = controlCheckboxList( list, {
				onChange: ( slugs ) => {
					const url = attributeFilterUrl(
						window.location.href,
						taxonomy,
						slugs,
						attributes.queryType
					);
					if ( serverTemplate ) {
						( options.navigate ?? ( ( to ) => window.location.assign( to ) ) )( url );
						return;
					}
					(
						options.replaceUrl ??
						( ( to ) => window.history.replaceState( window.history.state, '', to ) )
					)( url );
					const state = readAttributeQueryState( new URL( url ).search );
					publishAttributeQueryState( element, state );
					options.onQueryStateChange?.( state );
				},
			} );
			return () => {
				stop();
				unmark();
			};
		} )
	);
	return () => stops.forEach( ( stop ) => stop() );
}
