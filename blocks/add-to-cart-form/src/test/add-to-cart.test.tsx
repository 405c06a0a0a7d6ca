/**
 * Adding from the form: Store API `POST /cart/add-item` with the variation's
 * attributes, `publishCart( cart, 'added' )` so the mini-cart follows, the
 * success notice with its View cart link, and errors as alerts.
 */
import { screen, within } from '@testing-library/react';

import { fetchCart } from '@cesta/api';
import { CART_CHANGED_EVENT, WC_ADDED_TO_CART_EVENT } from '@cesta/cart-events';
import type { CartNews } from '@cesta/cart-events';
import { advanceUntil, recordRequests } from '@cesta/test-utils';

import { FORM_PRODUCTS, openForm, setupFormShop } from './form-shop';

const shop = setupFormShop();

const addButton = () => screen.getByRole( 'button', { name: /add to cart|adding to cart/i } );
const listen = ( type: string ) => {
	const heard: CustomEvent[] = [];
	const listener = ( event: Event ) => heard.push( event as CustomEvent );
	document.body.addEventListener( type, listener );
	return { heard, stop: () => document.body.removeEventListener( type, listener ) };
};

const openFan = async ( options?: Parameters< typeof openForm >[ 1 ] ) =>
	( await openForm( FORM_PRODUCTS.FAN, options ) ).user;

describe( 'adding to the cart', () => {
	it( 'given the fan and quantity 2 › when added › posts add-item, shows the success notice with a View cart link, and publishes the cart as added', async () => {
		const changed = listen( CART_CHANGED_EVENT );
		const added = listen( WC_ADDED_TO_CART_EVENT );
		const user = await openFan();
		await user.clear( screen.getByRole( 'spinbutton' ) );
		await user.type( screen.getByRole( 'spinbutton' ), '2' );
		const calls = recordRequests( shop );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await calls.settled();
		expect( calls.calls().map( ( call ) => [ call.route, call.body ] ) ).toEqual( [
			[ '/cart/add-item', { id: 17, quantity: 2 } ],
		] );
		const notice = screen.getByRole( 'status' );
		expect( notice ).toHaveTextContent( '“Ventilador de pie” has been added to your cart.' );
		expect( within( notice ).getByRole( 'link', { name: 'View cart' } ) ).toHaveAttribute(
			'href',
			'/carrito/'
		);
		expect( changed.heard ).toHaveLength( 1 );
		const news = changed.heard[ 0 ]!.detail as CartNews;
		expect( news.change ).toBe( 'added' );
		expect( news.cart?.items_count ).toBe( 2 );
		expect( added.heard[ 0 ]!.detail ).toEqual( { preserveCartData: true } );
		changed.stop();
		added.stop();
	} );

	it( 'given an add on its way › the button says "Adding to cart…" and a second press sends nothing more', async () => {
		const user = await openFan();
		const calls = recordRequests( shop );
		await user.click( addButton() );
		expect( addButton() ).toHaveTextContent( 'Adding to cart…' );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await calls.settled();
		expect( calls.calls().filter( ( call ) => call.route === '/cart/add-item' ) ).toHaveLength(
			1
		);
		expect( addButton() ).toHaveTextContent( 'Add to cart' );
	} );

	it( 'given a variation chosen › the add sends the variation id and the chosen attributes, and the cart line has them', async () => {
		const { user } = await openForm( FORM_PRODUCTS.HOODIE );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 'l' );
		const calls = recordRequests( shop );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await calls.settled();
		expect( calls.calls()[ 0 ]!.body ).toEqual( {
			id: 84,
			quantity: 1,
			variation: [
				{ attribute: 'pa_color', value: 'negro' },
				{ attribute: 'pa_talla', value: 'l' },
			],
		} );
		jest.useRealTimers();
		const { response } = await fetchCart();
		expect( response.items[ 0 ]!.id ).toBe( 84 );
		expect( response.items[ 0 ]!.variation.map( ( item ) => item.value ) ).toEqual( [
			'Negro',
			'L',
		] );
	} );

	it( 'given a variation whose attribute is "any" › the add sends the value chosen for it', async () => {
		const { user } = await openForm( FORM_PRODUCTS.TRAINERS );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Color' } ), 'blanco' );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Número' } ), '43' );
		const calls = recordRequests( shop );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await calls.settled();
		expect( ( calls.calls()[ 0 ]!.body as { variation: unknown } ).variation ).toEqual( [
			{ attribute: 'pa_color', value: 'blanco' },
			{ attribute: 'pa_numero', value: '43' },
		] );
	} );

	it( 'given the shop fails the add › shows its error as an alert and publishes nothing', async () => {
		const changed = listen( CART_CHANGED_EVENT );
		const user = await openFan();
		shop.faults( { status: 500, only: '/cart/add-item' } );
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'alert' ) !== null );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( /./ );
		expect( screen.queryByRole( 'link', { name: 'View cart' } ) ).toBeNull();
		expect( changed.heard ).toHaveLength( 0 );
		expect( addButton() ).not.toHaveAttribute( 'aria-disabled' );
		changed.stop();
	} );

	it( 'given a simple product out of stock › the button is unavailable and pressing it alerts without a request', async () => {
		const user = await openFan( {
			editProduct: ( fan ) => ( { ...fan, is_in_stock: false } ),
		} );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( addButton() ).toHaveAccessibleDescription(
			'This product is currently out of stock and unavailable.'
		);
		const calls = recordRequests( shop );
		await user.click( addButton() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'This product is currently out of stock and unavailable.'
		);
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );

	it( 'given redirect after add on › when added › goes to the cart page instead of showing the notice', async () => {
		// A hash permalink: jsdom navigates to hashes only.
		window.wcSettings = {
			productsSettings: { cartRedirectAfterAdd: true },
			storePages: { cart: { id: 6, title: 'Carrito', permalink: '#carrito' } },
		};
		const changed = listen( CART_CHANGED_EVENT );
		const user = await openFan();
		await user.click( addButton() );
		await advanceUntil( () => window.location.hash === '#carrito' );
		expect( changed.heard ).toHaveLength( 1 );
		expect( screen.queryByRole( 'status' ) ).toBeNull();
		changed.stop();
		window.location.hash = '';
	} );

	it( 'given a success notice › when dismissed › it goes', async () => {
		const user = await openFan();
		await user.click( addButton() );
		await advanceUntil( () => screen.queryByRole( 'status' ) !== null );
		await user.click( within( screen.getByRole( 'status' ) ).getByRole( 'button' ) );
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );
} );
