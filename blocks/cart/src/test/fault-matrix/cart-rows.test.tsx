/**
 * The fault matrix's cart rows (issue 15 §1): each Store API call the Cart
 * block makes × each fault of the mock. In every cell the shopper sees the
 * right message in the right place, nothing is left locked, the store ends
 * equal to the server's cart, what was typed is kept and a retry succeeds.
 */
import { screen, within } from '@testing-library/react';
import { useRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

import { addCartItem, fetchCart } from '@cesta/api';
import { extensionCartUpdate } from '@cesta/blocks-checkout';
import { cartStore } from '@cesta/data';
import { innerBlockAreas, registerCheckoutBlock } from '@cesta/registry';
import {
	advance,
	advanceUntil,
	cellsOf,
	testNotApplicableCells,
	createFaultMatrixTally,
	expectedMessage,
	FAULT_MATRIX_CALLS,
	isShownIn,
	lockedParts,
	PRODUCTS,
	shownErrors,
	storeAndServer,
} from '@cesta/test-utils';
import type {
	FaultMatrixCall,
	FaultMatrixCell,
	FaultMatrixFault,
	MessagePlace,
} from '@cesta/test-utils';

import { renderCartBlockMarkup } from '../..';
import { rowOf } from '../render-cart';
import { setupCartShop } from '../shop';
import { cartTable, openCartPage, reopenCartPage } from './cart-page';
import type { CartStart } from './cart-page';

const shop = setupCartShop();
const tally = createFaultMatrixTally( 'Cart block rows' );

jest.setTimeout( 30000 );
afterEach( () => jest.useRealTimers() );
afterAll( () => tally.print() );

/** Faults whose request the server processes before the answer goes wrong. */
const PROCESSED_FAULTS: readonly FaultMatrixFault[] = [ 'invalidJson', 'batchMissingEntries' ];

/**
 * Cells that fail for a bug outside this suite's reach, with the bug: they
 * run as `it.failing` (a fix makes them fail, and they move back to the
 * cells that pass) and count as failed in the printed figure. None at present.
 */
const KNOWN_FAILURES: Record< string, string > = {};

const FAN = 'Ventilador de pie';
const COUPON = 'DESCUENTO10';

type User = CartPage[ 'user' ];

/** A product no row touches (the online course, which needs no shipping). */
const ELSEWHERE_PRODUCT = 72;

/**
 * The cart changes on the server behind the page's back (another tab, the
 * stock), so the 409's `data.cart` is news the page must take in.
 */
async function changeCartElsewhere() {
	const added = addCartItem( { id: ELSEWHERE_PRODUCT, quantity: 1 } );
	await advance( 400 );
	await added;
}

/**
 * How a cart row drives its call: the cart it starts from, what the shopper
 * does to make the call, where its failure shows, and how to tell that it
 * reached the server.
 */
interface CartRow {
	call: FaultMatrixCall;
	start: CartStart;
	place: MessagePlace;
	/** Gets the page ready for the call (panels opened, fields typed). */
	prepare?: ( user: User ) => Promise< void >;
	/** The shopper's action that makes the call. */
	act: ( user: User ) => Promise< void >;
	/** Whether the call's change is on the server. */
	done: () => Promise< boolean >;
	/** What the shopper typed, still there. */
	typedKept?: () => void;
	/** Who else heard of the failure (the extension that asked). */
	failureSeen?: () => void;
	/** Whether the call's outcome reached the page, when no control shows it pending. */
	outcome?: ( registry: DataRegistry ) => boolean;
	/** The call is the page's load: the fault is queued before the page opens. */
	isLoad?: boolean;
	/** How the shopper tries again when it is not the same action (a reload). */
	retry?: ( page: CartPage ) => Promise< CartPage >;
}

type CartPage = Awaited< ReturnType< typeof openCartPage > >;

const serverCart = async () => ( await fetchCart() ).response;
const button = ( name: string | RegExp, container: HTMLElement = document.body ) =>
	within( container ).getByRole( 'button', { name } );
const couponField = () => screen.queryByRole( 'textbox', { name: 'Enter code' } );

const KETTLE = 'Hervidor de agua';
const crossSell = ( name: string ) =>
	within( screen.getByRole( 'list', { name: 'Products you may be interested in' } ) )
		.getAllByRole( 'listitem' )
		.find( ( item ) => item.textContent?.includes( name ) ) as HTMLElement;
const selectedRate = async () =>
	( await serverCart() ).shipping_rates[ 0 ]?.shipping_rates.find( ( rate ) => rate.selected )
		?.rate_id;
const calculator = () => screen.queryByRole( 'form', { name: 'Shipping address' } );
const NEW_POSTCODE = '28001';
const postcodeBox = () => within( calculator()! ).getByRole( 'textbox', { name: 'Postal code' } );

const GIFT_WRAP = 'Add gift wrap';
/** What the extension's button heard back from `extensionCartUpdate` when it failed. */
const giftWrapFailures: unknown[] = [];

/** A cart extension's block, as a plugin registers it: its button asks the server for gift wrap. */
function GiftWrapButton() {
	const registry = useRegistry();
	return (
		<button
			type="button"
			onClick={ () =>
				void extensionCartUpdate(
					{ namespace: 'cesta-gift-wrap', data: { enabled: true } },
					registry
				).catch( ( error: unknown ) => giftWrapFailures.push( error ) )
			}
		>
			{ GIFT_WRAP }
		</button>
	);
}

beforeAll( () =>
	registerCheckoutBlock( {
		metadata: { name: 'fault-matrix/gift-wrap', parent: [ innerBlockAreas.CART_TOTALS ] },
		component: GiftWrapButton,
	} )
);
beforeEach( () => {
	giftWrapFailures.length = 0;
} );

const WITH_GIFT_WRAP = renderCartBlockMarkup().replace(
	'<div data-block-name="woocommerce/proceed-to-checkout-block"',
	'<div data-block-name="fault-matrix/gift-wrap"></div><div data-block-name="woocommerce/proceed-to-checkout-block"'
);

const ROWS: CartRow[] = [
	{
		call: FAULT_MATRIX_CALLS.getCart,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ] },
		place: 'cart notices',
		isLoad: true,
		act: async () => undefined,
		done: async () => cartTable() !== null,
		retry: async ( page ) => {
			// The shopper reloads the page.
			page.unmount();
			document.body.innerHTML = '';
			return reopenCartPage();
		},
	},
	{
		call: FAULT_MATRIX_CALLS.addItem,
		start: { lines: [ [ PRODUCTS.COFFEE_MACHINE, 1 ] ] },
		place: 'cart notices',
		act: async ( user ) => user.click( within( crossSell( KETTLE ) ).getByRole( 'button' ) ),
		done: async () =>
			( await serverCart() ).items.some( ( item ) => item.id === PRODUCTS.KETTLE ),
	},
	{
		call: FAULT_MATRIX_CALLS.updateItem,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ] },
		place: 'not shown',
		act: async ( user ) =>
			user.click( button( `Increase quantity of ${ FAN }`, rowOf( FAN ) ) ),
		done: async () => ( await serverCart() ).items[ 0 ]?.quantity === 3,
	},
	{
		call: FAULT_MATRIX_CALLS.removeItem,
		start: {
			lines: [
				[ PRODUCTS.FAN, 2 ],
				[ PRODUCTS.RICE_COOKER, 2 ],
			],
		},
		place: 'not shown',
		act: async ( user ) => user.click( button( `Remove item: ${ FAN }`, rowOf( FAN ) ) ),
		done: async () => ! ( await serverCart() ).items.some( ( item ) => item.name === FAN ),
	},
	{
		call: FAULT_MATRIX_CALLS.applyCoupon,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ] },
		place: 'coupon field',
		prepare: async ( user ) => {
			await user.click( button( 'Add coupons' ) );
			await user.type( couponField()!, COUPON );
		},
		act: async ( user ) => {
			if ( ! couponField() ) {
				await user.click( button( 'Add coupons' ) );
			}
			if ( couponField()!.getAttribute( 'value' ) !== COUPON ) {
				await user.clear( couponField()! );
				await user.type( couponField()!, COUPON );
			}
			await user.click( button( 'Apply' ) );
		},
		done: async () => ( await serverCart() ).coupons.length === 1,
		typedKept: () => expect( couponField() ).toHaveValue( COUPON ),
	},
	{
		call: FAULT_MATRIX_CALLS.removeCoupon,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ], coupon: COUPON },
		place: 'snackbar',
		act: async ( user ) =>
			user.click( button( new RegExp( `Remove coupon "${ COUPON }"`, 'i' ) ) ),
		done: async () => ( await serverCart() ).coupons.length === 0,
	},
	{
		call: FAULT_MATRIX_CALLS.updateCustomer,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ], address: true },
		place: 'calculator form',
		prepare: async ( user ) => {
			await user.click( button( 'Change address' ) );
			await user.clear( postcodeBox() );
			await user.type( postcodeBox(), NEW_POSTCODE );
		},
		act: async ( user ) => {
			if ( ! calculator() ) {
				await user.click( button( 'Change address' ) );
			}
			await user.click( button( 'Update', calculator()! ) );
		},
		done: async () => ( await serverCart() ).shipping_address.postcode === NEW_POSTCODE,
		typedKept: () => expect( postcodeBox() ).toHaveValue( NEW_POSTCODE ),
	},
	{
		call: FAULT_MATRIX_CALLS.selectShippingRate,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ], address: true },
		place: 'cart notices',
		act: async ( user ) =>
			user.click( screen.getByRole( 'radio', { name: /Envío gratuito/ } ) ),
		done: async () => ( await selectedRate() ) === 'free_shipping:2',
	},
	{
		call: FAULT_MATRIX_CALLS.extensions,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ], markup: WITH_GIFT_WRAP },
		// Spec 2 §7: only woocommerce_rest_cart_extensions_error is shown by the
		// blocks; every other failure goes back to the extension that asked.
		place: 'not shown',
		act: async ( user ) => user.click( button( GIFT_WRAP ) ),
		done: async () =>
			( await serverCart() ).fees.some( ( fee ) => fee.key === 'envoltorio-de-regalo' ),
		failureSeen: () => expect( giftWrapFailures ).toHaveLength( 1 ),
		// No control shows the update on its way: the extension hears back, or the fee arrives.
		outcome: ( registry ) =>
			giftWrapFailures.length > 0 ||
			registry
				.select( cartStore )
				.getCartData()
				.fees.some( ( fee ) => fee.key === 'envoltorio-de-regalo' ),
	},
	{
		// The batch that carries a coupon, failing as a whole.
		call: FAULT_MATRIX_CALLS.batch,
		start: { lines: [ [ PRODUCTS.FAN, 2 ] ] },
		place: 'coupon field',
		prepare: async ( user ) => {
			await user.click( button( 'Add coupons' ) );
			await user.type( couponField()!, COUPON );
		},
		act: async ( user ) => {
			if ( ! couponField() ) {
				await user.click( button( 'Add coupons' ) );
			}
			await user.click( button( 'Apply' ) );
		},
		done: async () => ( await serverCart() ).coupons.length === 1,
		typedKept: () => expect( couponField() ).toHaveValue( COUPON ),
	},
];

/** Lets the page settle: the latency column's 30 s pass, then until nothing is locked and the outcome is in. */
async function settle( cell: FaultMatrixCell, outcome: () => boolean = () => true ) {
	if ( cell.fault === 'latencyThenAbort' ) {
		await advance( 30_000 );
	}
	await advanceUntil( () => lockedParts().length === 0 && outcome(), 10_000, 100 );
	// The notices' and the snackbars' own delays.
	await advance( 500 );
}

describe.each( ROWS )( 'the cart page › $call.name', ( row ) => {
	const applicable = testNotApplicableCells( cellsOf( row.call ), tally );
	const known = ( cell: FaultMatrixCell ) =>
		KNOWN_FAILURES[ `${ cell.call.name } × ${ cell.label }` ];
	const title =
		'given $label › the right message in the right place, nothing locked, the store equals the server, a retry succeeds';
	const cellTest = async ( cell: FaultMatrixCell ) => {
		tally.started( cell );
		if ( row.isLoad ) {
			shop.faults( cell.spec! );
		}
		let page = await openCartPage( row.start, { waitForTable: ! row.isLoad } );
		const { user } = page;
		await row.prepare?.( user );
		if ( cell.fault === 'conflict409' ) {
			await changeCartElsewhere();
		}
		if ( ! row.isLoad ) {
			shop.faults( cell.spec! );
		}
		const outcome = () => row.outcome?.( page.registry ) ?? true;
		await row.act( user );
		await settle( cell, outcome );

		const message = expectedMessage( shop, cell );
		if ( message && row.place !== 'not shown' ) {
			expect( isShownIn( row.place, message ) ).toBe( true );
		} else {
			expect( shownErrors() ).toEqual( [] );
		}
		expect( lockedParts() ).toEqual( [] );
		if ( row.isLoad ) {
			// No cart, empty or filled, stands in for the one that could not be loaded.
			expect( cartTable() ).toBeNull();
			expect( screen.queryByText( 'Your cart is currently empty!' ) ).toBeNull();
		} else {
			expect( cartTable() ).not.toBeNull();
			const { store, server } = await storeAndServer( page.registry );
			expect( store ).toEqual( server );
		}
		if ( message ) {
			row.typedKept?.();
		}

		if ( message ) {
			// Faults that answer instead of the server leave the change undone;
			// one the server carried out is on screen once the cart is loaded
			// again, with nothing left to retry.
			const processed = row.call.method !== 'GET' && PROCESSED_FAULTS.includes( cell.fault );
			expect( await row.done() ).toBe( processed );
			if ( ! processed ) {
				if ( row.retry ) {
					page = await row.retry( page );
				} else {
					await row.act( user );
				}
				await settle( cell, outcome );
			}
		}
		expect( await row.done() ).toBe( true );
		const after = await storeAndServer( page.registry );
		expect( after.store ).toEqual( after.server );
		tally.passed( cell );
	};
	const failing = applicable.filter( known );
	it.each( applicable.filter( ( cell ) => ! known( cell ) ) )( title, cellTest );
	if ( failing.length ) {
		it.failing.each( failing )( `${ title } (known bug)`, cellTest );
	}
} );
