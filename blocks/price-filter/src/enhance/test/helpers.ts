/**
 * What the enhancer's tests share: the mock shop's price range (1999–42900
 * minor units, euros), mounting a block printed by the server and enhanced,
 * and the page's address.
 */
import { enhancePriceFilters, renderPriceFilterMarkup } from '@cesta/block-price-filter';
import type {
	PriceFilterMarkupOptions,
	PriceFiltersOptions,
	PriceQueryState,
} from '@cesta/block-price-filter';
import type { PriceRange } from '@cesta/types';

/**
 * The mock shop's `price_range` (its cheapest product 19.99 €, the dearest 429.00 €).
 *
 * @example
 * renderPriceFilterMarkup( { priceRange: MOCK_PRICE_RANGE } );
 */
export const MOCK_PRICE_RANGE: PriceRange = {
	min_price: '1999',
	max_price: '42900',
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '€',
	currency_suffix: '',
};

/**
 * What a mounted filter gives the test.
 *
 * @example
 * const { block, navigate, changes } = await mountPriceFilter( { priceRange: MOCK_PRICE_RANGE } );
 */
export interface MountedPriceFilter {
	block: HTMLElement;
	navigate: jest.Mock;
	changes: PriceQueryState[];
	stop: () => void;
}

/**
 * Prints the block (inside `main`), enhances it on fake timers (moving the
 * clock until a range request, if any, is answered) and records what it
 * does with the page.
 *
 * @example
 * const { block } = await mountPriceFilter( { priceRange: MOCK_PRICE_RANGE, urlQuery: '?min_price=20' } );
 */
export async function mountPriceFilter(
	markup: PriceFilterMarkupOptions,
	options: PriceFiltersOptions = {}
): Promise< MountedPriceFilter > {
	document.body.innerHTML = `<main>${ renderPriceFilterMarkup( markup ) }</main>`;
	const block = document.querySelector< HTMLElement >(
		'[data-block-name="woocommerce/price-filter"]'
	)!;
	const navigate = jest.fn();
	const changes: PriceQueryState[] = [];
	let stop: ( () => void ) | undefined;
	void enhancePriceFilters( document, {
		navigate,
		onQueryStateChange: ( state ) => changes.push( state ),
		...options,
	} ).then( ( stopAll ) => {
		stop = stopAll;
	} );
	for ( let waited = 0; ! stop && waited < 10000; waited += 50 ) {
		await jest.advanceTimersByTimeAsync( 50 );
	}
	expect( stop ).toBeDefined();
	return { block, navigate, changes, stop: stop! };
}

/**
 * Goes to an address of the same page (no reload in jsdom).
 *
 * @example
 * visit( '/tienda/page/2/?paged=2' );
 */
export const visit = ( path: string ): void => window.history.replaceState( null, '', path );

/**
 * The page's address without its origin.
 *
 * @example
 * expect( currentAddress() ).toBe( '/tienda/?max_price=50' );
 */
export const currentAddress = (): string => window.location.pathname + window.location.search;

/**
 * Switches to fake timers, microtasks (and so MSW) left real.
 *
 * @example
 * beforeEach( startFakeClock );
 */
export const startFakeClock = (): void => {
	jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
};
