/**
 * The fault matrix's collection-data row (issue 15 §1): the Price Filter
 * block's `GET /products/collection-data` (the listing's price range, asked
 * when the server printed none) × each fault of the mock, on fake timers. In
 * every cell the block shows no error (spec 1: "No product-level errors are
 * shown for the catalogue") and steps out of the way instead of staying in
 * its loading state, and on the next page load it shows the server's range.
 */
import { screen } from '@testing-library/dom';

import { enhancePriceFilters, renderPriceFilterMarkup } from '@cesta/block-price-filter';
import {
	cellsOf,
	testNotApplicableCells,
	createFaultMatrixTally,
	FAULT_MATRIX_CALLS,
	FAULT_MATRIX_LATENCY_MS,
	installResizeObserver,
	setupMockShop,
} from '@cesta/test-utils';

import { MOCK_PRICE_RANGE, startFakeClock, visit } from '../../enhance/test/helpers';

const shop = setupMockShop();
installResizeObserver();
const tally = createFaultMatrixTally( 'Price Filter block row' );

let stop: () => void = () => undefined;

beforeEach( () => {
	startFakeClock();
	visit( '/tienda/' );
} );
afterEach( () => {
	stop();
	jest.useRealTimers();
	document.body.replaceChildren();
	visit( '/' );
} );
afterAll( () => tally.print() );

/** The mock shop's range as the sliders' bounds: minor units, rounded out to whole euros. */
const SHOP_RANGE = {
	min: String( Math.floor( Number( MOCK_PRICE_RANGE.min_price ) / 100 ) * 100 ),
	max: String( Math.ceil( Number( MOCK_PRICE_RANGE.max_price ) / 100 ) * 100 ),
};

/** The page loads: the block printed without a range asks collection-data for it. */
async function loadPage(): Promise< HTMLElement > {
	document.body.innerHTML = `<main>${ renderPriceFilterMarkup( {} ) }</main>`;
	let enhanced = false;
	void enhancePriceFilters( document, { navigate: () => undefined } ).then( ( stopAll ) => {
		stop = stopAll;
		enhanced = true;
	} );
	// Past the latency column's 30 s: the enhancer waits on the answer.
	for ( let waited = 0; ! enhanced && waited <= FAULT_MATRIX_LATENCY_MS + 5000; waited += 100 ) {
		await jest.advanceTimersByTimeAsync( 100 );
	}
	expect( enhanced ).toBe( true );
	return document.querySelector< HTMLElement >( '[data-block-name="woocommerce/price-filter"]' )!;
}

describe( 'the shop page › collection data', () => {
	const cells = cellsOf( FAULT_MATRIX_CALLS.collectionData );

	it.each( testNotApplicableCells( cells, tally ) )(
		'given $label › the filter steps aside with no error shown and nothing loading, and the next page load shows the server’s range',
		async ( cell ) => {
			tally.started( cell );
			shop.faults( cell.spec! );
			const block = await loadPage();
			expect( block.hidden ).toBe( true );
			expect( block ).not.toHaveClass( 'is-loading' );
			expect( screen.queryByRole( 'slider' ) ).toBeNull();
			expect( document.querySelector( '[role="alert"], .is-error' ) ).toBeNull();

			stop();
			document.body.replaceChildren();
			const reloaded = await loadPage();
			expect( reloaded.hidden ).toBe( false );
			expect( reloaded ).not.toHaveClass( 'is-loading' );
			expect(
				screen.getByRole( 'slider', { name: 'Filter products by minimum price' } )
			).toHaveAttribute( 'min', SHOP_RANGE.min );
			expect(
				screen.getByRole( 'slider', { name: 'Filter products by maximum price' } )
			).toHaveAttribute( 'max', SHOP_RANGE.max );
			tally.passed( cell );
		}
	);
} );
