/**
 * The fault matrix's products row (issue 15 §1): the Product Collection
 * block's `GET /products` (its listing shown again for the price filter's
 * range) × each fault of the mock, on fake timers. In every cell the listing
 * keeps the products it had and shows no error (spec 1: "No product-level
 * errors are shown for the catalogue"), nothing is left busy, and the next
 * refresh shows what the server answers for that range.
 */
import {
	loadProductCollection,
	refreshProductCollections,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection';
import type { ProductCollectionAttributes } from '@cesta/block-product-collection';
import {
	cellsOf,
	testNotApplicableCells,
	createFaultMatrixTally,
	FAULT_MATRIX_CALLS,
	FAULT_MATRIX_LATENCY_MS,
	setupMockShop,
} from '@cesta/test-utils';
import type { FaultMatrixCell } from '@cesta/test-utils';

const shop = setupMockShop();
const tally = createFaultMatrixTally( 'Product Collection block row' );

afterEach( () => {
	jest.useRealTimers();
	document.body.replaceChildren();
} );
afterAll( () => tally.print() );

const attributes: ProductCollectionAttributes = {
	query: { perPage: 50 },
	displayLayout: { type: 'flex', columns: 4 },
	titleLevel: 2,
};
/** The price filter's range, in minor units, and the same range as the listing's query. */
const RANGE = { min_price: 2000, max_price: 5000 };

const shownNames = ( block: HTMLElement ) =>
	[ ...block.querySelectorAll( '.wc-block-components-product-name' ) ].map(
		( name ) => name.textContent
	);

/**
 * What the server lists for the range, from the whole catalogue asked before
 * any fault is queued: a product is in it when any of its prices is.
 */
async function namesInRange(): Promise< string[] > {
	const { products } = await loadProductCollection( { query: { perPage: 100 } } );
	return products
		.filter( ( { prices } ) => {
			const low = Number( prices.price_range?.min_amount ?? prices.price );
			const high = Number( prices.price_range?.max_amount ?? prices.price );
			return high >= RANGE.min_price && low <= RANGE.max_price;
		} )
		.map( ( product ) => product.name )
		.sort();
}

async function showListing(): Promise< HTMLElement > {
	const page = await loadProductCollection( attributes );
	document.body.innerHTML = `<main>${ renderProductCollectionMarkup( {
		attributes,
		...page,
	} ) }</main>`;
	return document.querySelector< HTMLElement >(
		'[data-block-name="woocommerce/product-collection"]'
	)!;
}

/** Refreshes the listing for the range on fake timers, letting the latency column's 30 s pass. */
async function refreshForRange( cell: FaultMatrixCell | null ) {
	const refreshed = refreshProductCollections( document, { queryState: RANGE, urlQuery: '' } );
	if ( cell?.fault === 'latencyThenAbort' ) {
		await jest.advanceTimersByTimeAsync( FAULT_MATRIX_LATENCY_MS );
	}
	await refreshed;
}

describe( 'the shop page › products', () => {
	const cells = cellsOf( FAULT_MATRIX_CALLS.products );

	it.each( testNotApplicableCells( cells, tally ) )(
		'given $label › the listing keeps its products with no error shown, nothing busy, and the next refresh shows the server’s',
		async ( cell ) => {
			tally.started( cell );
			const block = await showListing();
			const before = shownNames( block );
			const expected = await namesInRange();
			jest.useFakeTimers( { doNotFake: [ 'queueMicrotask', 'nextTick', 'setImmediate' ] } );
			shop.faults( cell.spec! );

			await refreshForRange( cell );
			expect( shownNames( block ) ).toEqual( before );
			expect( block ).not.toHaveAttribute( 'aria-busy' );
			expect( document.querySelector( '[role="alert"], .is-error' ) ).toBeNull();

			await refreshForRange( null );
			expect( [ ...shownNames( block ) ].sort() ).toEqual( expected );
			expect( shownNames( block ) ).not.toEqual( before );
			expect( block ).not.toHaveAttribute( 'aria-busy' );
			tally.passed( cell );
		}
	);
} );
