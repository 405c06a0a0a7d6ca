/** Finding the Price Filter blocks of a page and making each work; asking the Store API for the range when the server did not print it. */
import { getCollection, STORE_API_NAMESPACE } from '@cesta/api';
import type { Currency } from '@cesta/price-format';
import type { CollectionDataResponse } from '@cesta/types';

import { PRICE_FILTER_BLOCK_NAME } from '../constants';
import { normalizePriceFilterAttributes } from '../markup/attributes';
import type { NormalizedPriceFilterAttributes } from '../markup/attributes';
import { priceFilterContentMarkup, priceSliderView } from '../markup/render-price-filter-markup';
import type { PriceSliderView } from '../markup/render-price-filter-markup';
import type { PriceQueryState } from '../price-range/types';
import { collectionDataQuery } from '../price-range/url';
import { controlPriceFilter } from './price-filter-controller';

/**
 * Options of {@link enhancePriceFilters}; each has a default for a real page.
 *
 * @example
 * enhancePriceFilters( document, { onQueryStateChange: refreshCollections } );
 */
export interface PriceFiltersOptions {
	/** Called with each applied range (minor units; `null` = no bound) on pages that do not reload. @default none */
	onQueryStateChange?: ( state: PriceQueryState ) => void;
	/** Reloads a server-template page at the new address. @default `window.location.assign` */
	navigate?: ( url: string ) => void;
	/** Replaces the address without reload. @default `history.replaceState` */
	replaceUrl?: ( url: string ) => void;
	/** The listing's Store API query, for the range request when the block carries none. @default the block's `data-listing-query`, else {} */
	listingQuery?: Record< string, unknown >;
}

const ENHANCED = 'data-price-filter-enhanced';

const json = < T >( text: string | undefined ): T | undefined => {
	try {
		return text ? ( JSON.parse( text ) as T ) : undefined;
	} catch {
		return undefined;
	}
};

// The range the server printed: the constraints on the wrapper, the chosen
// range in the slider's own inputs.
const printedView = ( element: HTMLElement, step: number ): PriceSliderView | undefined => {
	const { minConstraint, maxConstraint, currency } = element.dataset;
	const ranges = element.querySelectorAll< HTMLInputElement >( 'input[type="range"]' );
	const parsedCurrency = json< Currency >( currency );
	if ( ! minConstraint || ! maxConstraint || ! parsedCurrency || ranges.length !== 2 ) {
		return undefined;
	}
	return {
		min: Number( minConstraint ),
		max: Number( maxConstraint ),
		step: Number( ranges[ 0 ].step ) || step,
		selection: { min: Number( ranges[ 0 ].value ), max: Number( ranges[ 1 ].value ) },
		currency: parsedCurrency,
	};
};

const loadView = async (
	element: HTMLElement,
	attributes: NormalizedPriceFilterAttributes,
	listingQuery: Record< string, unknown >
): Promise< PriceSliderView | null > => {
	const { items } = await getCollection< CollectionDataResponse >( {
		namespace: STORE_API_NAMESPACE,
		resourceName: 'products/collection-data',
		query: collectionDataQuery( listingQuery ),
	} );
	const view = priceSliderView( items?.price_range, {
		urlQuery: window.location.search,
		step: attributes.step,
	} );
	element.classList.remove( 'is-loading' );
	if ( ! view ) {
		element.hidden = true;
		return null;
	}
	element.dataset.minConstraint = String( view.min );
	element.dataset.maxConstraint = String( view.max );
	element.dataset.currency = JSON.stringify( view.currency );
	element.innerHTML = priceFilterContentMarkup( attributes, view );
	return view;
};

/**
 * Makes every Price Filter block inside `root` work (each once): when the
 * server printed the range, at once; else after one
 * `GET /wc/store/v1/products/collection-data?calculate_price_range=true`
 * (the listing's query, paging and ordering dropped), hiding the block when
 * a bound is missing or both are equal. Then typed prices are taken 1000 ms
 * after the last key (or on Enter/leaving the field), the slider's 600 ms
 * after it stops, and the range is applied 500 ms later — at once with
 * Apply when the block has the filter button. Applying writes
 * `min_price`/`max_price` (major units; a bound at its constraint left out;
 * paging removed) to the address: a page rendered by a server template
 * (`data-is-server-template="true"`) loads it; any other page replaces its
 * address and publishes the range (`PRICE_FILTER_CHANGED_EVENT`,
 * `onQueryStateChange`, WooCommerce's query-state store when present).
 * The fields sit inline while the block is wider than 300 px. Resolves to a
 * function that stops every block (which may then be enhanced again); a
 * block already enhanced is left alone.
 *
 * @example
 * const stop = await enhancePriceFilters( document, { onQueryStateChange: ( state ) => refresh( state ) } );
 */
export async function enhancePriceFilters(
	root: Document | Element = document,
	options: PriceFiltersOptions = {}
): Promise< () => void > {
	const blocks = [
		...root.querySelectorAll< HTMLElement >(
			`[data-block-name="${ PRICE_FILTER_BLOCK_NAME }"]:not([${ ENHANCED }])`
		),
	];
	const stops = await Promise.all(
		blocks.map( async ( element ) => {
			element.setAttribute( ENHANCED, '' );
			const attributes = normalizePriceFilterAttributes( { ...element.dataset } );
			const view =
				printedView( element, attributes.step ?? 1 ) ??
				( element.hidden
					? null
					: await loadView(
							element,
							attributes,
							options.listingQuery ??
								json< Record< string, unknown > >( element.dataset.listingQuery ) ??
								{}
						).catch( () => {
							// No range, nothing to filter by: the block stays out of the way.
							element.classList.remove( 'is-loading' );
							element.hidden = true;
							return null;
						} ) );
			if ( ! view ) {
				return () => element.removeAttribute( ENHANCED );
			}
			const stop = controlPriceFilter( element, attributes, view, {
				serverTemplate: element.dataset.isServerTemplate === 'true',
				href: () => window.location.href,
				navigate: options.navigate ?? ( ( url ) => window.location.assign( url ) ),
				replaceUrl:
					options.replaceUrl ??
					( ( url ) => window.history.replaceState( window.history.state, '', url ) ),
				onQueryStateChange: options.onQueryStateChange,
			} );
			return () => {
				stop();
				element.removeAttribute( ENHANCED );
			};
		} )
	);
	return () => stops.forEach( ( stop ) => stop() );
}
