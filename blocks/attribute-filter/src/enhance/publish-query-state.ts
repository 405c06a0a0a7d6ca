/** Telling the page's listing that the attribute filters' choice changed: a page event, a callback, and WooCommerce's query-state store when the page has it. */
import {
	ATTRIBUTE_FILTER_CHANGED_EVENT,
	QUERY_STATE_ATTRIBUTES_KEY,
	QUERY_STATE_CONTEXT,
	QUERY_STATE_STORE,
} from '../constants';
import type { AttributeQueryState } from '../filter-query/types';

interface QueryStateActions {
	setQueryValue?: ( context: string, key: string, value: unknown ) => void;
}

const queryStateActions = (): QueryStateActions | undefined => {
	const data = (
		window as unknown as {
			wp?: { data?: { dispatch?: ( store: string ) => QueryStateActions | undefined } };
		}
	 ).wp?.data;
	try {
		return data?.dispatch?.( QUERY_STATE_STORE );
	} catch {
		// The store is not registered on this page: nothing there reads it.
		return undefined;
	}
};

/**
 * Publishes the applied choice: `ATTRIBUTE_FILTER_CHANGED_EVENT` from
 * `element` (it bubbles; `detail` is the state), and, when the page
 * registered WooCommerce's `wc/store/query-state` store (React pages), its
 * `attributes` in the `page` context, as WooCommerce's attribute filter
 * writes them.
 *
 * @example
 * publishAttributeQueryState( block, { attributes: [ { attribute: 'pa_color', operator: 'in', slug: [ 'rojo' ] } ] } );
 */
export function publishAttributeQueryState( element: Element, state: AttributeQueryState ): void {
	element.dispatchEvent(
		new CustomEvent< AttributeQueryState >( ATTRIBUTE_FILTER_CHANGED_EVENT, {
			bubbles: true,
			detail: { attributes: state.attributes.map( ( entry ) => ( { ...entry } ) ) },
		} )
	);
	const actions = queryStateActions();
	if ( typeof actions?.setQueryValue === 'function' ) {
		actions.setQueryValue( QUERY_STATE_CONTEXT, QUERY_STATE_ATTRIBUTES_KEY, state.attributes );
	}
}
