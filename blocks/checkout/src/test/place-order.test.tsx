/**
 * Placing the order from the Checkout block against the mock shop: a guest
 * paying by bank transfer is sent to the order-received page, one request
 * per order whatever the clicks, the request body has WooCommerce's shape,
 * and a payment that fails is retried without retyping anything.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { checkoutStore } from '@cesta/data';
import { installResizeObserver, PRODUCTS, recordRequests } from '@cesta/test-utils';

import sample from '../../../../reference/store-api-samples/checkout-post-bacs.json';
import { fillCart, setupCheckoutShop } from './checkout-shop';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
installResizeObserver();

const placedOrders = () =>
	shop.engine.deps.orders.all().filter( ( order ) => order.status !== 'checkout-draft' );

const checkoutPosts = ( calls: ReturnType< typeof recordRequests > ) =>
	calls.calls().filter( ( call ) => call.method === 'POST' && call.route === '/checkout' );

describe( 'placing the order', () => {
	it( 'given a guest with a complete Madrid address paying by bank transfer › one order is placed and the browser is sent to its order-received page', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ], { address: true } );
		const { registry, redirect } = renderCheckout();
		const button = await findPlaceOrderButton();
		const calls = recordRequests( shop );
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
		const [ order ] = placedOrders();
		expect( order ).toMatchObject( { status: 'on-hold', paymentMethod: 'bacs' } );
		expect( redirect.mock.calls[ 0 ]![ 0 ] ).toMatch(
			new RegExp( `/checkout/order-received/${ order!.id }/\\?key=` )
		);
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		await calls.settled();
		expect( checkoutPosts( calls ) ).toHaveLength( 1 );
	} );

	it( 'given the order request › its body has the keys and value types of WooCommerce’s captured bank-transfer checkout', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect } = renderCheckout();
		const button = await findPlaceOrderButton();
		const calls = recordRequests( shop );
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalled() );
		await calls.settled();
		const [ post ] = checkoutPosts( calls );
		const body = post!.body as Record< string, unknown >;
		const expected = sample.request.body as Record< string, unknown >;
		const typeOf = ( value: unknown ) => ( Array.isArray( value ) ? 'array' : typeof value );
		for ( const [ key, value ] of Object.entries( expected ) ) {
			expect( [ key, typeOf( body[ key ] ) ] ).toEqual( [ key, typeOf( value ) ] );
		}
		// Beyond the capture, only what WooCommerce adds when it applies: the
		// password of an account to create and the additional fields.
		const extraKeys = Object.keys( body ).filter( ( key ) => ! ( key in expected ) );
		extraKeys.forEach( ( key ) =>
			expect( [ 'additional_fields', 'customer_password' ] ).toContain( key )
		);
		expect( Object.keys( body.billing_address as object ).sort() ).toEqual(
			Object.keys( sample.request.body.billing_address ).sort()
		);
		expect( Object.keys( body.shipping_address as object ).sort() ).toEqual(
			Object.keys( sample.request.body.shipping_address ).sort()
		);
		expect( body ).toMatchObject( {
			payment_method: 'bacs',
			create_account: false,
			billing_address: {
				city: 'Madrid',
				postcode: '28014',
				email: 'lucia.garcia@example.com',
			},
		} );
		( body.payment_data as unknown[] ).forEach( ( entry ) =>
			expect( Object.keys( entry as object ).sort() ).toEqual( [ 'key', 'value' ] )
		);
	} );

	it( 'given a double click on Place Order › one request and one order', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect } = renderCheckout();
		const button = await findPlaceOrderButton();
		shop.faults( { latencyMs: 300, only: 'POST /checkout' } );
		const calls = recordRequests( shop );
		await userEvent.dblClick( button );
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
		await calls.settled();
		expect( checkoutPosts( calls ) ).toHaveLength( 1 );
		expect( placedOrders() ).toHaveLength( 1 );
	} );

	it( 'given Enter held on the focused button › one request and one order', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect } = renderCheckout();
		const button = await findPlaceOrderButton();
		shop.faults( { latencyMs: 300, only: 'POST /checkout' } );
		const calls = recordRequests( shop );
		button.focus();
		await userEvent.keyboard( '{Enter>5/}' );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
		await calls.settled();
		expect( checkoutPosts( calls ) ).toHaveLength( 1 );
	} );

	it( 'given the order on its way › the button is busy and unusable with a spinner, then shows the check while redirecting', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect } = renderCheckout();
		const button = await findPlaceOrderButton();
		shop.faults( { latencyMs: 400, only: 'POST /checkout' } );
		await userEvent.click( button );
		await eventually( () => expect( button ).toHaveAttribute( 'aria-busy', 'true' ) );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button.querySelector( '.wc-block-components-spinner' ) ).not.toBeNull();
		await eventually( () => expect( redirect ).toHaveBeenCalled() );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			button.querySelector( '.wc-block-components-checkout-place-order-button__icon' )
		).not.toBeNull();
		expect( button ).toHaveAccessibleName( 'Place Order' );
	} );

	it( 'given the checkout calculating › the button is unusable and a click sends nothing', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { registry } = renderCheckout();
		const button = await findPlaceOrderButton();
		act( () => {
			registry.dispatch( checkoutStore ).__internalIncrementCalculating();
		} );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		const calls = recordRequests( shop );
		await userEvent.click( button );
		await calls.settled();
		expect( checkoutPosts( calls ) ).toHaveLength( 0 );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		act( () => {
			registry.dispatch( checkoutStore ).__internalDecrementCalculating();
		} );
		expect( button ).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'given a server error on the order › its message shows, the shopper retries and the order is placed', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect, registry } = renderCheckout();
		const button = await findPlaceOrderButton();
		shop.faults( { status: 500, only: 'POST /checkout' } );
		await userEvent.click( button );
		await eventually( () =>
			expect( registry.select( checkoutStore ).hasError() ).toBe( true )
		);
		expect( await screen.findByRole( 'alert' ) ).toBeVisible();
		expect( redirect ).not.toHaveBeenCalled();
		await userEvent.click( button );
		await eventually( () => expect( redirect ).toHaveBeenCalledTimes( 1 ) );
		expect( placedOrders() ).toHaveLength( 1 );
		expect( within( document.body ).queryByText( /order-received/ ) ).toBeNull();
	} );
} );
