/**
 * End-to-end tests of the storefront in Chromium, as a shopper uses it: the
 * shop grid's buttons and the Mini-Cart, its drawer, a variation chosen by
 * swatches on a product page, and a first visit that asks nothing of the
 * Store API until the first add.
 */

import { axeViolations } from './support/axe';
import { setupDemoShop } from './support/demo-suite';

const suite = setupDemoShop();

const FAN = 'Ventilador de pie';
const HOODIE = 'Sudadera con capucha';

const storeApiCalls = () =>
	suite.shopper.watch
		.storeApiRequests()
		.map( ( request ) => `${ request.intendedMethod } ${ request.path.split( '?' )[ 0 ] }` );

const miniCartButton = () => suite.shopper.page.locator( '.wc-block-mini-cart__button' );

/** Adds a product from the shop grid (its first button: the on-sale list repeats some). */
const addFromGrid = async ( name: string ) => {
	const { page } = suite.shopper;
	const button = page.getByRole( 'button', { name: `Añadir al carrito: “${ name }”` } ).first();
	await button.click();
	await page
		.locator( '.wc-block-components-product-button', { has: button } )
		.getByRole( 'link', { name: 'Ver carrito' } )
		.waitFor();
};

describe( 'the storefront of the demo shop', () => {
	it( 'given a first visit with no cookies › when the shop loads › no Store API request is made until the first add, which updates the Mini-Cart without a reload or a GET /cart', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await page.waitForLoadState( 'networkidle' );
		expect( storeApiCalls() ).toEqual( [] );
		const navigations: string[] = [];
		page.on( 'framenavigated', ( frame ) => navigations.push( frame.url() ) );

		await addFromGrid( FAN );

		await page.locator( '.wc-block-mini-cart__badge', { hasText: '1' } ).waitFor();
		await page.waitForLoadState( 'networkidle' );
		expect( await miniCartButton().getAttribute( 'aria-label' ) ).toBe(
			'1 artículo en el carrito'
		);
		expect(
			storeApiCalls().filter( ( call ) => call.startsWith( 'GET /wp-json/wc/store/v1/cart' ) )
		).toEqual( [] );
		expect( storeApiCalls().some( ( call ) => /cart\/add-item|batch/.test( call ) ) ).toBe(
			true
		);
		expect( navigations ).toEqual( [] );
	} );

	it( 'given a product added from the grid › when the drawer is opened and a quantity raised › the drawer and the header count both follow', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await addFromGrid( FAN );

		await miniCartButton().click();
		const drawer = page.getByRole( 'dialog' );
		await drawer.getByText( FAN, { exact: true } ).waitFor();
		await drawer.getByRole( 'button', { name: /^Aumentar la cantidad/ } ).click();

		await page.locator( '.wc-block-mini-cart__badge', { hasText: '2' } ).waitFor();
		expect( ( await suite.shopper.serverCart() ).items[ 0 ]!.quantity ).toBe( 2 );
		await page.keyboard.press( 'Escape' );
		await drawer.waitFor( { state: 'hidden' } );
		expect(
			await miniCartButton().evaluate( ( button ) => button === document.activeElement )
		).toBe( true );
	} );

	it( 'given the hoodie’s product page › when a size is chosen by swatch beside the default colour and it is added › the cart page lists it with the product added from the grid', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await addFromGrid( FAN );

		await page.goto( '/producto/sudadera-con-capucha/' );
		const form = page.locator( '.wp-block-woocommerce-add-to-cart-form' );
		// Black is the hoodie's default colour: it comes chosen; a size is picked.
		const black = form.getByRole( 'radio', { name: 'Negro' } );
		await black.waitFor();
		expect( await black.getAttribute( 'aria-checked' ) ).toBe( 'true' );
		await form.getByRole( 'radio', { name: 'S', exact: true } ).click();
		const add = form.getByRole( 'button', { name: 'Añadir al carrito' } );
		await page.waitForFunction(
			( element ) =>
				element instanceof HTMLButtonElement &&
				! element.disabled &&
				element.getAttribute( 'aria-disabled' ) !== 'true',
			await add.elementHandle()
		);
		await add.click();
		await page.locator( '.wc-block-mini-cart__badge', { hasText: '2' } ).waitFor();

		await page.goto( '/carrito/' );
		const table = page.getByRole( 'table', { name: 'Productos en el carrito' } );
		await table.getByText( FAN, { exact: true } ).waitFor();
		await table.getByText( HOODIE, { exact: true } ).waitFor();
		const cart = await suite.shopper.serverCart();
		expect( cart.items.map( ( item ) => item.id ).sort() ).toEqual( [ 17, 82 ] );
	} );

	it( 'given the shop open in two tabs › when a product is added in one › the other tab’s Mini-Cart counts it too', async () => {
		const { page, context } = suite.shopper;
		await page.goto( '/tienda/' );
		const other = await context.newPage();
		await other.goto( '/tienda/' );
		await other.locator( '.wc-block-mini-cart__button' ).waitFor();

		await addFromGrid( FAN );

		await other.locator( '.wc-block-mini-cart__badge', { hasText: '1' } ).waitFor();
		expect(
			await other.locator( '.wc-block-mini-cart__button' ).getAttribute( 'aria-label' )
		).toBe( '1 artículo en el carrito' );
		await other.close();
	} );

	it( 'given a tag archive printed by a classic theme › when a product is added with its ajax button › the classic cart widget and the Mini-Cart show it, without leaving the page', async () => {
		const { page } = suite.shopper;
		await page.goto( '/etiqueta-producto/novedad/' );
		const button = page.locator( 'a.ajax_add_to_cart' ).first();
		const name = ( await button.getAttribute( 'aria-label' ) )!.replace(
			/^Añadir al carrito: “|”$/g,
			''
		);
		const navigations: string[] = [];
		page.on( 'framenavigated', ( frame ) => navigations.push( frame.url() ) );

		await button.click();

		await page.locator( '.widget_shopping_cart_content' ).getByText( name ).waitFor();
		await page.locator( '.wc-block-mini-cart__badge', { hasText: '1' } ).waitFor();
		expect( navigations ).toEqual( [] );
		expect( ( await suite.shopper.serverCart() ).items_count ).toBe( 1 );
	} );

	it( 'given the storefront’s pages › axe-core finds no WCAG 2.2 AA violation on the shop (with a product added and with the drawer open), a category and a product page', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		await addFromGrid( FAN );
		expect( await axeViolations( page ) ).toEqual( [] );

		await miniCartButton().click();
		await page.getByRole( 'dialog' ).getByText( FAN, { exact: true } ).waitFor();
		// Colours are judged once the drawer has faded and slid in.
		await page.waitForFunction( () =>
			document.getAnimations().every( ( animation ) => animation.playState !== 'running' )
		);
		expect( await axeViolations( page ) ).toEqual( [] );

		await page.goto( '/categoria-producto/cocina/' );
		expect( await axeViolations( page ) ).toEqual( [] );

		await page.goto( '/producto/sudadera-con-capucha/' );
		await page.getByRole( 'radiogroup' ).first().waitFor();
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	it( 'given the theme’s header › the menu opens as a dialog, Escape closes it and gives the focus back; the search suggests products as the shopper types', async () => {
		const { page } = suite.shopper;
		await page.goto( '/tienda/' );
		const menuButton = page.locator( '.cesta-header__menu-toggle' );
		await menuButton.click();
		const menu = page.getByRole( 'dialog', { name: 'Menú' } );
		await menu.getByRole( 'link', { name: 'Carrito' } ).waitFor();
		await page.keyboard.press( 'Escape' );
		await menu.waitFor( { state: 'hidden' } );
		expect( await menuButton.evaluate( ( button ) => button === document.activeElement ) ).toBe(
			true
		);

		const search = page.getByRole( 'combobox', { name: 'Buscar productos' } );
		await search.fill( 'olla' );
		await page.getByRole( 'option', { name: /Olla a presión/ } ).waitFor();
		expect( await axeViolations( page ) ).toEqual( [] );
	} );
} );
