/** Telling the page's listing that the filter's range changed: a page event, a callback, and WooCommerce's query-state store when the page has it. */
import { PRICE_FILTER_CHANGED_EVENT, QUERY_STATE_CONTEXT, QUERY_STATE_STORE } from '../constants';
import type { PriceQueryState } from '../price-range/types';

interface QueryStateActions {
	setQueryValue?: ( context: string, key: string, value: unknown ) => void;
}

interface WpDataLike {
	dispatch?: ( store: string ) => QueryStateActions | undefined;
}

const queryStateActions = (): QueryStateActions | undefined => {
	const data = ( window as unknown as { wp?: { data?: WpDataLike } } ).wp?.data;
	try {
		return data?.dispatch?.( QUERY_STATE_STORE );
	} catch {
		// The store is not registered on this page: nothing there reads it.
		return undefined;
	}
};

/**
 * Publishes the applied range: `PRICE_FILTER_CHANGED_EVENT` from `element`
 * (it bubbles; `detail` is the state), and, when the page registered
 * WooCommerce's `wc/store/query-state` store (React pages), its
 * `min_price`/`max_price` in the `page` context, as WooCommerce's price
 * filter writes them.
 *
 * @example
 * publishPriceQueryState( block, { min_price: 2000, max_price: null } );
 */
export function publishPriceQueryState( element: Element, state: PriceQueryState ): void {
	element.dispatchEvent(
		new CustomEvent< PriceQueryState >( PRICE_FILTER_CHANGED_EVENT, {
			bubbles: true,
			detail: { ...state },
		} )
	);
	const actions = queryStateActions();
	if ( typeof actions?.setQueryValue === 'function' ) {
		actions.setQueryValue( QUERY_STATE_CONTEXT, 'min_price', state.min_price );
		actions.setQueryValue( QUERY_STATE_CONTEXT, 'max_price', state.max_price );
	}
}
