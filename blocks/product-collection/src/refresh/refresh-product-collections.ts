/**
 * Showing the Product Collection blocks of a page again for a new query
 * state (the price filter's range) without reload and without React: the
 * same loader and markup writer the server uses.
 */
import { COLLECTION_QUERY_START_DELAY_MS, PRODUCT_COLLECTION_BLOCK_NAME } from '../constants';
import { loadProductCollection } from '../load/load-product-collection';
import { renderProductCollectionMarkup } from '../markup/render-product-collection-markup';
import type { QueryOptions } from '../query/query-from-attributes';
import { readProductCollectionAttributes } from './read-collection-attributes';

// The latest refresh of each block: an older answer arriving late is dropped.
const latest = new WeakMap< Element, number >();

/**
 * The listing's query state (the price filter's bounds, minor units; `null`
 * = no bound; the attribute filters' `attributes`) and the page's URL query.
 *
 * @example
 * const options: RefreshOptions = { queryState: { min_price: 2000, max_price: null } };
 */
export type RefreshOptions = Pick< QueryOptions, 'queryState' | 'urlQuery' > & {
	/** The address page links are built on. @default `window.location.href` */
	pageUrl?: string;
};

/**
 * Loads each Product Collection block inside `root` again with
 * `loadProductCollection( attributes, { queryState, urlQuery } )` (the
 * attributes read back from its wrapper; page 1 unless the URL says
 * otherwise) and replaces its content with `renderProductCollectionMarkup`.
 * The wrapper stays, so `enhanceAddToCartButtons`' delegated listener keeps
 * working; it is `aria-busy` meanwhile. A block whose request fails keeps
 * its products; an answer overtaken by a later refresh is dropped.
 *
 * @example
 * await refreshProductCollections( document, { queryState: { min_price: 2000, max_price: 5000 } } );
 */
export async function refreshProductCollections(
	root: Document | Element = document,
	{
		queryState,
		urlQuery = window.location.search,
		pageUrl = window.location.href,
	}: RefreshOptions = {}
): Promise< void > {
	const blocks = [
		...root.querySelectorAll< HTMLElement >(
			`[data-block-name="${ PRODUCT_COLLECTION_BLOCK_NAME }"]`
		),
	];
	await Promise.all(
		blocks.map( async ( element ) => {
			const attributes = readProductCollectionAttributes( element );
			const ticket = ( latest.get( element ) ?? 0 ) + 1;
			latest.set( element, ticket );
			element.setAttribute( 'aria-busy', 'true' );
			try {
				const page = await loadProductCollection( attributes, { queryState, urlQuery } );
				if ( latest.get( element ) !== ticket ) {
					return;
				}
				const template = document.createElement( 'template' );
				template.innerHTML = renderProductCollectionMarkup( {
					attributes,
					...page,
					pageUrl,
				} );
				const fresh = template.content.firstElementChild as HTMLElement;
				element.dataset.page = fresh.dataset.page;
				element.replaceChildren( ...fresh.childNodes );
			} catch {
				// The shopper keeps the products they had; the next change tries again.
			} finally {
				if ( latest.get( element ) === ticket ) {
					element.removeAttribute( 'aria-busy' );
				}
			}
		} )
	);
}

/**
 * A refresher for query-state changes: `refresh( queryState )` starts
 * {@link refreshProductCollections} 200 ms after the last call (spec 1 §9's
 * collection query start), so a burst of changes is one request per block;
 * `stop()` cancels a pending start. Each call's keys are merged into the
 * state of the earlier ones (as `wc/store/query-state` keeps one value per
 * key), so the price filter's bounds and the attribute filters'
 * `attributes` hold together. Pass `refresh` to the filters
 * (`enhancePriceFilters( document, { onQueryStateChange: refresh } )`,
 * `enhanceAttributeFilters( document, { onQueryStateChange: refresh } )`).
 *
 * @example
 * const { refresh } = createProductCollectionRefresher( document );
 * refresh( { min_price: 2000, max_price: null } );
 * refresh( { attributes: [ { attribute: 'pa_color', operator: 'in', slug: [ 'rojo' ] } ] } );
 */
export function createProductCollectionRefresher(
	root: Document | Element = document,
	{ delayMs = COLLECTION_QUERY_START_DELAY_MS }: { delayMs?: number } = {}
): { refresh: ( queryState: RefreshOptions[ 'queryState' ] ) => void; stop: () => void } {
	let timer: ReturnType< typeof setTimeout > | undefined;
	let state: RefreshOptions[ 'queryState' ];
	return {
		refresh: ( queryState ) => {
			state = { ...state, ...queryState };
			clearTimeout( timer );
			timer = setTimeout( () => {
				timer = undefined;
				void refreshProductCollections( root, { queryState: state } );
			}, delayMs );
		},
		stop: () => clearTimeout( timer ),
	};
}
