/** Asking the Store API for the products a search suggests. */

import { getCollection, STORE_API_NAMESPACE } from '@cesta/api';

import { SEARCH_SUGGESTION_LIMIT } from '../constants';

/**
 * A suggested product: its name and page.
 *
 * @example
 * const suggestion: SearchSuggestion = { id: 12, name: 'Olla a presión', permalink: '/producto/olla/' };
 */
export interface SearchSuggestion {
	id: number;
	name: string;
	permalink: string;
}

interface ProductLike {
	id?: unknown;
	name?: unknown;
	permalink?: unknown;
}

// Store API names are HTML-escaped (`&amp;`); the dropdown prints text.
const decode = ( name: string ): string =>
	name.includes( '&' )
		? ( new DOMParser().parseFromString( name, 'text/html' ).documentElement.textContent ??
			name )
		: name;

/**
 * The products matching `search`: `GET /wc/store/v1/products?search=…&per_page=100`
 * through `@cesta/api` (equal searches share one request), at most
 * `SEARCH_SUGGESTION_LIMIT` of them. Rejects with the Store API's error value.
 *
 * @example
 * const suggestions = await loadSuggestions( 'olla' ); // [ { id: 4, name: 'Olla a presión', permalink: '…' }, … ]
 */
export async function loadSuggestions( search: string ): Promise< SearchSuggestion[] > {
	const { items } = await getCollection< ProductLike[] >( {
		namespace: STORE_API_NAMESPACE,
		resourceName: 'products',
		query: { search, per_page: SEARCH_SUGGESTION_LIMIT },
	} );
	return ( Array.isArray( items ) ? items : [] )
		.filter( ( item ) => typeof item?.name === 'string' && typeof item.permalink === 'string' )
		.slice( 0, SEARCH_SUGGESTION_LIMIT )
		.map( ( item ) => ( {
			id: Number( item.id ),
			name: decode( item.name as string ),
			permalink: item.permalink as string,
		} ) );
}
