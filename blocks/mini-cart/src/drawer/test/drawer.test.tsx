/**
 * The drawer in the real stores against the mock shop: the cart the page
 * knows makes no GET /cart, news goes in and the drawer's own changes come
 * out to the badge, an empty cart, and closing (Escape, overlay, close
 * button) with the focus back on the button.
 */
import { act, screen, waitFor, within } from '@testing-library/react';

import { addCartItem, CART_DATA_STORAGE_KEY, clearCachedCart } from '@cesta/api';
import { PRODUCTS, recordRequests } from '@cesta/test-utils';
import { setReducedMotion } from '@cesta/test-utils/dom';

import { CART_CHANGED_EVENT } from '@cesta/cart-events';
import type { CartNews } from '@cesta/cart-events';

import { addFromProductCard, badgeOf, buttonOf } from '../../test/helpers';
import { setupDrawerShop } from '../../test/mini-cart-shop';
import { findItemsTable, openFromButton } from './open-from-button';

const shop = setupDrawerShop();

const FAN = 'Ventilador de pie';

describe( 'given a cart the page already knows', () => {
	it( 'opens a modal dialog named by its title with the lines, and asks the server nothing', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		// Only the published cart is known: the store's own cache cannot answer.
		clearCachedCart();
		const calls = recordRequests( shop );
		const { dialog } = await openFromButton();
		await findItemsTable();
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		expect( dialog ).toHaveAccessibleName( 'Your cart (2 items)' );
		expect( within( dialog ).getByRole( 'row', { name: new RegExp( FAN ) } ) ).toBeVisible();
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );

	it( 'moves the focus into the dialog and keeps it there on Tab', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { dialog, user } = await openFromButton();
		await findItemsTable();
		expect( dialog.contains( document.activeElement ) ).toBe( true );
		for ( let step = 0; step < 12; step++ ) {
			await user.tab();
			expect( dialog.contains( document.activeElement ) ).toBe( true );
		}
	} );

	it( 'shows the subtotal and links to the cart and checkout pages', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		const { dialog } = await openFromButton();
		await findItemsTable();
		expect( within( dialog ).getByText( 'Subtotal' ) ).toBeVisible();
		expect( within( dialog ).getByRole( 'link', { name: 'View my cart' } ) ).toHaveAttribute(
			'href',
			'/carrito/'
		);
		expect( within( dialog ).getByRole( 'link', { name: 'Go to checkout' } ) ).toHaveAttribute(
			'href',
			'/finalizar-compra/'
		);
	} );
} );

describe( 'given no cart known to the page', () => {
	it( 'shows the loading state, then the cart from a single GET /cart', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ], { publish: false } );
		clearCachedCart();
		shop.faults( { latencyMs: 500, only: 'GET /cart' } );
		const calls = recordRequests( shop );
		const { dialog, wrapper } = await openFromButton();
		expect( within( dialog ).getByRole( 'status' ) ).toHaveTextContent( 'Loading your cart…' );
		expect( dialog ).toHaveAccessibleName( 'Your cart' );
		await findItemsTable();
		expect( dialog ).toHaveAccessibleName( 'Your cart (1 item)' );
		// The page printed 0: the loaded cart is published, so the badge learns it.
		expect( badgeOf( wrapper ) ).toEqual( { text: '1', hidden: false } );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );
} );

describe( 'news of the cart while the drawer is there', () => {
	it( 'given an add from a product card › the drawer shows it with no GET /cart', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { dialog } = await openFromButton();
		await findItemsTable();
		const calls = recordRequests( shop );
		await act( () => addFromProductCard( [ [ PRODUCTS.RICE_COOKER, 1 ] ] ) );
		await waitFor( () => expect( dialog ).toHaveAccessibleName( 'Your cart (2 items)' ) );
		await calls.settled();
		expect( calls.routes() ).not.toContain( 'GET /cart' );
	} );

	it( 'given another tab changed the cart › the drawer shows its cached cart with no request', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { dialog } = await openFromButton();
		await findItemsTable();
		const { response: otherTabCart } = await addCartItem( { id: PRODUCTS.FAN, quantity: 3 } );
		const calls = recordRequests( shop );
		act( () => {
			window.dispatchEvent(
				new StorageEvent( 'storage', {
					key: CART_DATA_STORAGE_KEY,
					newValue: JSON.stringify( otherTabCart ),
				} )
			);
		} );
		expect( dialog ).toHaveAccessibleName( 'Your cart (4 items)' );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );

	it( 'given a change by a script that does not share the cart › the cart is fetched once and the badge follows', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { dialog, wrapper } = await openFromButton();
		await findItemsTable();
		await addCartItem( { id: PRODUCTS.FAN, quantity: 2 } );
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_removed_from_cart' ) );
		await waitFor( () => expect( dialog ).toHaveAccessibleName( 'Your cart (3 items)' ) );
		expect( badgeOf( wrapper ).text ).toBe( '3' );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );
} );

describe( 'changing the cart in the drawer', () => {
	it( 'given the plus button › the server gets the quantity, the change is published and the badge follows', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		const news: Array< { change: string; count: number } > = [];
		document.body.addEventListener( CART_CHANGED_EVENT, ( event ) => {
			const { cart, change } = ( event as CustomEvent< CartNews > ).detail;
			news.push( { change, count: cart!.items_count } );
		} );
		const { dialog, wrapper, user } = await openFromButton();
		await findItemsTable();
		const calls = recordRequests( shop );
		await user.click(
			within( dialog ).getByRole( 'button', { name: `Increase quantity of ${ FAN }` } )
		);
		await waitFor( () => expect( badgeOf( wrapper ).text ).toBe( '3' ), { timeout: 4000 } );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '3 items in cart' );
		expect( dialog ).toHaveAccessibleName( 'Your cart (3 items)' );
		expect( news ).toEqual( [ { change: 'updated', count: 3 } ] );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'POST /cart/update-item' ] );
	} );

	it( 'given the last line removed › shows the empty state with a link to the shop, and the badge hides', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const removals: string[] = [];
		document.body.addEventListener( 'wc-blocks_removed_from_cart', ( event ) =>
			removals.push( event.type )
		);
		const { dialog, wrapper, user } = await openFromButton();
		await findItemsTable();
		await user.click(
			within( dialog ).getByRole( 'button', { name: `Remove item: ${ FAN }` } )
		);
		expect(
			await within( dialog ).findByText( 'Your cart is currently empty!', undefined, {
				timeout: 4000,
			} )
		).toBeVisible();
		expect( within( dialog ).getByRole( 'link', { name: 'Start shopping' } ) ).toHaveAttribute(
			'href',
			'/tienda/'
		);
		expect( dialog ).toHaveAccessibleName( 'Your cart (0 items)' );
		expect( badgeOf( wrapper ) ).toEqual( { text: '0', hidden: true } );
		expect( removals ).toEqual( [ 'wc-blocks_removed_from_cart' ] );
		expect( dialog.contains( document.activeElement ) ).toBe( true );
	} );
} );

describe( 'closing', () => {
	it.each( [
		[
			'Escape',
			async ( { user }: Awaited< ReturnType< typeof openFromButton > > ) =>
				user.keyboard( '{Escape}' ),
		],
		[
			'a click on the overlay',
			async ( { user, dialog }: Awaited< ReturnType< typeof openFromButton > > ) =>
				user.click( dialog.parentElement! ),
		],
		[
			'the close button',
			async ( { user, dialog }: Awaited< ReturnType< typeof openFromButton > > ) =>
				user.click( within( dialog ).getByRole( 'button', { name: 'Close' } ) ),
		],
	] )( 'given %s › the drawer closes and the focus returns to the button', async ( _, close ) => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const opened = await openFromButton();
		await findItemsTable();
		expect( opened.button ).toHaveAttribute( 'aria-expanded', 'true' );
		await close( opened );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
		expect( opened.button ).toHaveFocus();
		expect( opened.button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'given motion allowed › closes after the 300 ms slide-out', async () => {
		setReducedMotion( false );
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { user } = await openFromButton();
		await user.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toHaveClass( 'is-closing' );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
	} );

	it( 'given the drawer opened again › it shows the same cart with no request', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		const { user, button } = await openFromButton();
		await findItemsTable();
		await user.keyboard( '{Escape}' );
		await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
		const calls = recordRequests( shop );
		await user.click( button );
		expect( await screen.findByRole( 'dialog' ) ).toHaveAccessibleName( 'Your cart (2 items)' );
		await calls.settled();
		expect( calls.routes() ).toEqual( [] );
	} );
} );
