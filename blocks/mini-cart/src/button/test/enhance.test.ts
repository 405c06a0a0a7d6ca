/**
 * The enhanced button before the drawer exists: the count follows the page's
 * cart news and other tabs, the cookie and the setting hide it, hover and
 * focus prefetch the drawer once, a click opens it (busy while loading), and
 * a drawer that cannot load sends the shopper to the cart page.
 */
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

import { CART_DATA_STORAGE_KEY } from '@cesta/api';
import { publishCart } from '@cesta/cart-events';
import { PRODUCTS, recordRequests } from '@cesta/test-utils';

import { DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS } from '../../constants';
import { mountMiniCarts } from '../mount';
import {
	addFromProductCard,
	badgeOf,
	buttonOf,
	enhance,
	printMiniCart,
	recordingDrawerModule,
	setItemsCookie,
} from '../../test/helpers';
import { setupMiniCartShop } from '../../test/mini-cart-shop';

const shop = setupMiniCartShop();

describe( 'the count', () => {
	it( 'given an add from a product card › the count and name update with no GET /cart', async () => {
		const wrapper = printMiniCart( { itemsCount: 0 } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		const calls = recordRequests( shop );
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		await calls.settled();
		expect( badgeOf( wrapper ) ).toEqual( { text: '2', hidden: false } );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '2 items in cart' );
		expect( calls.routes() ).toContain( 'POST /cart/add-item' );
		expect( calls.routes() ).not.toContain( 'GET /cart' );
	} );

	it( 'given the total shown › the total follows the news too', async () => {
		const wrapper = printMiniCart( { attributes: { hasHiddenPrice: false } } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const amount = wrapper.querySelector< HTMLElement >( '.wc-block-mini-cart__amount' )!;
		expect( amount ).toBeVisible();
		expect( amount.textContent ).toMatch( /^€\d+\.\d\d$/ );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName(
			`1 item in cart, total price of ${ amount.textContent }`
		);
	} );

	it( 'given another tab changed the cart › the count follows its cached cart', async () => {
		const cart = await addFromProductCard( [ [ PRODUCTS.FAN, 3 ] ], { publish: false } );
		const wrapper = printMiniCart( { itemsCount: 1 } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		window.dispatchEvent(
			new StorageEvent( 'storage', {
				key: CART_DATA_STORAGE_KEY,
				newValue: JSON.stringify( cart ),
			} )
		);
		expect( badgeOf( wrapper ).text ).toBe( '3' );
	} );

	it( 'given a script that does not share the cart › asks the server once', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ], { publish: false } );
		const wrapper = printMiniCart( { itemsCount: 0 } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		const calls = recordRequests( shop );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		document.body.dispatchEvent( new CustomEvent( 'wc-blocks_added_to_cart' ) );
		await waitFor( () => expect( badgeOf( wrapper ).text ).toBe( '2' ) );
		await calls.settled();
		expect( calls.routes() ).toEqual( [ 'GET /cart' ] );
	} );

	it( 'given a cart this page published before › it wins over the printed count', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 4 ] ] );
		const wrapper = printMiniCart( { itemsCount: 1 } );
		const controller = enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		expect( controller.getSummary().itemsCount ).toBe( 4 );
		expect( badgeOf( wrapper ).text ).toBe( '4' );
	} );
} );

describe( 'hiding the count', () => {
	it( 'given no items-in-cart cookie › a page printed with an old count shows 0, badge hidden', () => {
		setItemsCookie( null );
		const wrapper = printMiniCart( { itemsCount: 2 } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		expect( badgeOf( wrapper ) ).toEqual( { text: '0', hidden: true } );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '0 items in cart' );
	} );

	it( 'given the items-in-cart cookie at 0 › the badge is hidden', () => {
		setItemsCookie( '0' );
		const wrapper = printMiniCart( { itemsCount: 2 } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		expect( badgeOf( wrapper ).hidden ).toBe( true );
	} );

	it( 'given the cookie at 0 but the setting "always" › the badge shows 0', () => {
		setItemsCookie( '0' );
		const wrapper = printMiniCart( {
			itemsCount: 2,
			attributes: { productCountVisibility: 'always' },
		} );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		expect( badgeOf( wrapper ) ).toEqual( { text: '0', hidden: false } );
	} );

	it( 'given the setting "never" › the badge stays hidden after an add', async () => {
		const wrapper = printMiniCart( { attributes: { productCountVisibility: 'never' } } );
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		expect( badgeOf( wrapper ) ).toEqual( { text: '1', hidden: true } );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '1 item in cart' );
	} );

	it( 'given "greater_than_zero" › the badge shows after the first add and hides after emptying', async () => {
		const wrapper = printMiniCart();
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } );
		expect( badgeOf( wrapper ).hidden ).toBe( true );
		const cart = await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		expect( badgeOf( wrapper ).hidden ).toBe( false );
		publishCart( { ...cart, items: [], items_count: 0 }, 'removed' );
		expect( badgeOf( wrapper ) ).toEqual( { text: '0', hidden: true } );
	} );
} );

describe( 'loading the drawer', () => {
	it( 'given hover and focus, again and again › loads the drawer once and opens nothing', async () => {
		const drawer = recordingDrawerModule();
		const wrapper = printMiniCart();
		enhance( wrapper, { loadDrawer: drawer.load } );
		fireEvent.pointerEnter( buttonOf( wrapper ) );
		fireEvent.pointerEnter( buttonOf( wrapper ) );
		buttonOf( wrapper ).focus();
		expect( drawer.loads() ).toBe( 1 );
		expect( drawer.openings ).toEqual( [] );
	} );

	it( 'given nothing pointed at › loads nothing', () => {
		const drawer = recordingDrawerModule();
		enhance( printMiniCart(), { loadDrawer: drawer.load } );
		expect( drawer.loads() ).toBe( 0 );
	} );

	it( 'given a click › the button is busy while the drawer loads, then it opens with the button, the attributes and the known cart', async () => {
		const drawer = recordingDrawerModule();
		drawer.holdLoads();
		const wrapper = printMiniCart( { attributes: { miniCartIcon: 'bag' } } );
		enhance( wrapper, { loadDrawer: drawer.load } );
		const cart = await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		await userEvent.click( buttonOf( wrapper ) );
		expect( buttonOf( wrapper ) ).toHaveAttribute( 'aria-busy', 'true' );
		expect( buttonOf( wrapper ) ).toHaveClass( 'is-loading' );
		drawer.release();
		await waitFor( () => expect( drawer.openings ).toHaveLength( 1 ) );
		expect( buttonOf( wrapper ) ).not.toHaveAttribute( 'aria-busy' );
		expect( drawer.openings[ 0 ] ).toEqual( {
			button: buttonOf( wrapper ),
			attributes: expect.objectContaining( { miniCartIcon: 'bag' } ),
			initialCart: cart,
		} );
	} );

	it( 'given a second click › opens the same drawer again without loading anything', async () => {
		const drawer = recordingDrawerModule();
		const wrapper = printMiniCart();
		enhance( wrapper, { loadDrawer: drawer.load } );
		await userEvent.click( buttonOf( wrapper ) );
		await waitFor( () => expect( drawer.handle.opened ).toBe( 1 ) );
		await userEvent.click( buttonOf( wrapper ) );
		expect( drawer.handle.opened ).toBe( 2 );
		expect( drawer.loads() ).toBe( 1 );
		expect( drawer.openings ).toHaveLength( 1 );
	} );

	it( 'given the drawer’s code fails to load › shows an error, then follows the cart link', async () => {
		jest.useFakeTimers();
		try {
			const navigate = jest.fn();
			const wrapper = printMiniCart();
			enhance( wrapper, {
				loadDrawer: () => Promise.reject( new Error( 'offline' ) ),
				navigate,
			} );
			fireEvent.click( buttonOf( wrapper ) );
			const alert = await screen.findByRole( 'alert' );
			expect( alert ).toHaveTextContent(
				'The cart could not be opened. Taking you to the cart page…'
			);
			expect( buttonOf( wrapper ) ).not.toHaveAttribute( 'aria-busy' );
			jest.advanceTimersByTime( DRAWER_LOAD_FAILURE_REDIRECT_DELAY_MS - 1 );
			expect( navigate ).not.toHaveBeenCalled();
			jest.advanceTimersByTime( 1 );
			expect( navigate ).toHaveBeenCalledWith( '/carrito/' );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'given a failed prefetch › a click tries to load again and opens', async () => {
		const drawer = recordingDrawerModule();
		let failures = 1;
		const wrapper = printMiniCart();
		enhance( wrapper, {
			loadDrawer: () =>
				failures-- > 0 ? Promise.reject( new Error( 'offline' ) ) : drawer.load(),
		} );
		fireEvent.pointerEnter( buttonOf( wrapper ) );
		await waitFor( () => expect( failures ).toBe( 0 ) );
		await userEvent.click( buttonOf( wrapper ) );
		await waitFor( () => expect( drawer.openings ).toHaveLength( 1 ) );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );
} );

describe( 'addToCartBehaviour', () => {
	it( 'given open_drawer › a product added on the page opens the drawer with the new cart', async () => {
		const drawer = recordingDrawerModule();
		const wrapper = printMiniCart( { attributes: { addToCartBehaviour: 'open_drawer' } } );
		enhance( wrapper, { loadDrawer: drawer.load } );
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		await waitFor( () => expect( drawer.openings ).toHaveLength( 1 ) );
		expect( drawer.openings[ 0 ].initialCart?.items_count ).toBe( 2 );
		expect( drawer.openings[ 0 ].attributes.addToCartBehaviour ).toBe( 'open_drawer' );
	} );

	it( 'given open_drawer and the drawer already opened and closed › the next add opens it again', async () => {
		const drawer = recordingDrawerModule();
		const wrapper = printMiniCart( { attributes: { addToCartBehaviour: 'open_drawer' } } );
		enhance( wrapper, { loadDrawer: drawer.load } );
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		await waitFor( () => expect( drawer.handle.opened ).toBe( 1 ) );
		await addFromProductCard( [ [ PRODUCTS.RICE_COOKER, 1 ] ] );
		await waitFor( () => expect( drawer.handle.opened ).toBe( 2 ) );
		expect( drawer.openings ).toHaveLength( 1 );
	} );

	it( 'given open_drawer › another tab’s change or a removal does not open it', async () => {
		const drawer = recordingDrawerModule();
		const cart = await addFromProductCard( [ [ PRODUCTS.FAN, 3 ] ], { publish: false } );
		const wrapper = printMiniCart( { attributes: { addToCartBehaviour: 'open_drawer' } } );
		enhance( wrapper, { loadDrawer: drawer.load } );
		window.dispatchEvent(
			new StorageEvent( 'storage', {
				key: CART_DATA_STORAGE_KEY,
				newValue: JSON.stringify( cart ),
			} )
		);
		publishCart( cart, 'removed' );
		expect( badgeOf( wrapper ).text ).toBe( '3' );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( drawer.loads() ).toBe( 0 );
	} );

	it( 'given the default (none) › an add only updates the count', async () => {
		const drawer = recordingDrawerModule();
		const wrapper = printMiniCart();
		expect( wrapper.dataset.addToCartBehaviour ).toBe( 'none' );
		enhance( wrapper, { loadDrawer: drawer.load } );
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		expect( badgeOf( wrapper ).text ).toBe( '1' );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( drawer.loads() ).toBe( 0 );
	} );
} );

describe( 'mounting the page’s blocks', () => {
	it( 'enhances each Mini-Cart once, not those hidden on the cart page', async () => {
		const shown = printMiniCart();
		const hidden = printMiniCart( { isCartOrCheckoutPage: true } );
		const drawer = recordingDrawerModule();
		const first = mountMiniCarts( document, { loadDrawer: drawer.load } );
		const second = mountMiniCarts( document, { loadDrawer: drawer.load } );
		expect( first ).toHaveLength( 1 );
		expect( second[ 0 ] ).toBe( first[ 0 ] );
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		expect( badgeOf( shown ).text ).toBe( '2' );
		expect( badgeOf( hidden ).text ).toBe( '0' );
		first[ 0 ]!.destroy();
	} );

	it( 'given a stopped controller › the news no longer reaches it', async () => {
		const wrapper = printMiniCart();
		enhance( wrapper, { loadDrawer: recordingDrawerModule().load } ).destroy();
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		expect( badgeOf( wrapper ).text ).toBe( '0' );
	} );

	it( 'given an element that is not a Mini-Cart or no loader › throws a TypeError', () => {
		expect( () =>
			enhance( document.createElement( 'div' ), {
				loadDrawer: recordingDrawerModule().load,
			} )
		).toThrow( TypeError );
		expect( () => enhance( printMiniCart(), {} as never ) ).toThrow( /loadDrawer/ );
	} );
} );
