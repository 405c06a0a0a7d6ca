/**
 * End-to-end test of the editor playground in Chromium, as a theme
 * developer uses it: on /editor/, the Checkout template's coupon form moved
 * below the totals with the block toolbar, saved, and /checkout/ showing
 * the new order; a reset brings the default back; the Mini-Cart's checkout
 * button deleted and the header's drawer without it; axe finds nothing on
 * the editor's canvas blocks; the block editor's own interface (toolbar,
 * options menu, inspector, inserter, list view) reads in Spanish.
 */
import type { Page } from 'playwright-core';

import { editorBundle } from '../demo/src/build/editor-bundle';
import { wordpressCatalogue } from '../demo/src/editor/client/wordpress-es';
import { WCAG_22_AA_TAGS, axeViolations } from './support/axe';
import { placeOrderButton } from './support/checkout';
import { setupDemoShop } from './support/demo-suite';
import { es } from './support/spanish';

const suite = setupDemoShop();

const COUPON_BLOCK = 'woocommerce/checkout-order-summary-coupon-form-block';
const TOTALS_BLOCK = 'woocommerce/checkout-order-summary-totals-block';
// The editor is one large script (React, the block editor, every block's editor code).
const EDITOR_LOAD_TIMEOUT_MS = 30_000;

/** The playground open on one template, its blocks drawn. */
const openTemplate = async ( page: Page, tab: string, rootBlock: string ) => {
	await page.goto( '/editor/' );
	await page
		.getByRole( 'tab', { name: tab, exact: true } )
		.click( { timeout: EDITOR_LOAD_TIMEOUT_MS } );
	await canvas( page )
		.locator( `[data-type="${ rootBlock }"]` )
		.waitFor( { timeout: EDITOR_LOAD_TIMEOUT_MS } );
};

/** The playground's Spanish for a WordPress block editor msgid (text domain `default`). */
const wp = ( msgid: string ) => wordpressCatalogue[ msgid ] as string;

const canvas = ( page: Page ) => page.getByRole( 'region', { name: es( 'Editor canvas' ) } );

/**
 * The block editor's English that the playground showed before it had the
 * WordPress strings in Spanish (`wordpress-es.ts`): as the whole text of a
 * node or an attribute, or (the formatted ones) as its beginning.
 */
const WORDPRESS_ENGLISH = [
	'Add block',
	'Advanced',
	'Block navigation structure',
	'Block tools',
	'Blocks',
	'Browse all',
	'Change block type or style',
	'Copy',
	'Copy styles',
	'Cut',
	'Delete',
	'Editor canvas',
	'Hide',
	'Lock',
	'Locked',
	'Move down',
	'Move up',
	'No block selected.',
	'No results found.',
	'Options',
	'Paste styles',
	'Patterns',
	'Press Enter to edit the document',
	'Rename',
	'Reset search',
	'Search',
	'Settings',
	'Skip to the selected block',
	'Styles',
];
const WORDPRESS_ENGLISH_BEGINNINGS = [ 'Block: ', 'Select parent block: ', 'Move ', 'Block ' ];

/** The page's visible texts and its aria-label, title and placeholder values, the canvas's frame included. */
const pageTexts = ( page: Page ) =>
	page.evaluate( () => {
		const texts = new Set< string >();
		const read = ( root: Document ) => {
			const walker = root.createTreeWalker( root.body, NodeFilter.SHOW_TEXT );
			for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
				const text = node.textContent!.trim();
				if ( text && node.parentElement?.getClientRects().length ) {
					texts.add( text );
				}
			}
			for ( const element of Array.from(
				root.querySelectorAll( '[aria-label], [title], [placeholder]' )
			) ) {
				for ( const name of [ 'aria-label', 'title', 'placeholder' ] ) {
					const value = element.getAttribute( name )?.trim();
					if ( value ) {
						texts.add( value );
					}
				}
			}
		};
		read( document );
		for ( const frame of Array.from( document.querySelectorAll( 'iframe' ) ) ) {
			if ( frame.contentDocument?.body ) {
				read( frame.contentDocument );
			}
		}
		return [ ...texts ];
	} );

/** Which of the page's texts are the block editor's English. */
const englishOf = ( texts: string[] ) =>
	texts.filter(
		( text ) =>
			WORDPRESS_ENGLISH.includes( text ) ||
			WORDPRESS_ENGLISH_BEGINNINGS.some( ( beginning ) => text.startsWith( beginning ) )
	);

/** Whether the checkout page shows its coupon form after its totals (the frontend's own markup, once mounted). */
const couponComesAfterTotals = async ( page: Page ) => {
	await placeOrderButton( page ).waitFor();
	const coupon = page.getByRole( 'button', { name: es( 'Add coupons' ) } );
	const subtotal = page
		.locator( '.wc-block-components-totals-item' )
		.filter( { hasText: es( 'Subtotal' ) } )
		.first();
	await coupon.waitFor();
	return coupon.evaluate(
		( couponElement, subtotalElement ) =>
			Boolean(
				subtotalElement!.compareDocumentPosition( couponElement ) &
				Node.DOCUMENT_POSITION_FOLLOWING
			),
		await subtotal.elementHandle()
	);
};

beforeAll( async () => {
	// Bundled once per process; built here so no test waits for it.
	await editorBundle();
}, 120_000 );

describe( 'the editor playground', () => {
	it( 'given the Checkout template › when the coupon form is moved below the totals with the block toolbar and saved › /checkout/ shows it there, and a reset brings the default back', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		await shopper.addToCart( 'Arrocera' );
		await page.goto( '/checkout/' );
		expect( await couponComesAfterTotals( page ) ).toBe( false );

		await openTemplate( page, es( 'Checkout' ), 'woocommerce/checkout' );
		await canvas( page ).locator( `[data-type="${ COUPON_BLOCK }"]` ).click();
		await page
			.getByRole( 'toolbar', { name: wp( 'Block tools' ) } )
			.getByRole( 'button', { name: wp( 'Move down' ) } )
			.click();
		await canvas( page )
			.locator( `[data-type="${ TOTALS_BLOCK }"] ~ [data-type="${ COUPON_BLOCK }"]` )
			.waitFor();
		await page.getByRole( 'button', { name: es( 'Save' ) } ).click();
		await page
			.getByRole( 'status' )
			.filter( { hasText: es( 'Template “%s” saved.', es( 'Checkout' ) ) } )
			.waitFor();

		await page.goto( '/checkout/' );
		expect( await couponComesAfterTotals( page ) ).toBe( true );

		await openTemplate( page, es( 'Checkout' ), 'woocommerce/checkout' );
		await page.getByRole( 'button', { name: es( 'Reset' ) } ).click();
		await page
			.getByRole( 'status' )
			.filter( {
				hasText: es( 'Template “%s” reset to the default.', es( 'Checkout' ) ),
			} )
			.waitFor();
		await page.goto( '/checkout/' );
		expect( await couponComesAfterTotals( page ) ).toBe( false );
	}, 90_000 );

	it( 'given the Mini-Cart template › when its checkout button is deleted and saved › the drawer of the shop’s header has no checkout button', async () => {
		const { shopper } = suite;
		const { page } = shopper;
		const drawer = page.getByRole( 'dialog' );
		const openDrawer = async () => {
			await page.goto( '/tienda/' );
			await page.locator( '.wc-block-mini-cart__button' ).click();
			await drawer.getByRole( 'link', { name: es( 'View my cart' ) } ).waitFor();
		};
		await shopper.addToCart( 'Arrocera' );
		await openDrawer();
		await drawer.getByRole( 'link', { name: es( 'Go to checkout' ) } ).waitFor();

		await openTemplate( page, es( 'Mini-Cart' ), 'woocommerce/mini-cart-contents' );
		const checkoutButton = canvas( page ).locator(
			'[data-type="woocommerce/mini-cart-checkout-button-block"]'
		);
		await checkoutButton.click();
		await page
			.getByRole( 'toolbar', { name: wp( 'Block tools' ) } )
			.getByRole( 'button', { name: wp( 'Options' ) } )
			.click();
		await page.getByRole( 'menuitem', { name: new RegExp( `^${ wp( 'Delete' ) }` ) } ).click();
		await checkoutButton.waitFor( { state: 'detached' } );
		await page.getByRole( 'button', { name: es( 'Save' ) } ).click();
		await page
			.getByRole( 'status' )
			.filter( { hasText: es( 'Template “%s” saved.', es( 'Mini-Cart' ) ) } )
			.waitFor();

		await openDrawer();
		expect( await drawer.getByRole( 'link', { name: es( 'Go to checkout' ) } ).count() ).toBe(
			0
		);
	}, 60_000 );

	it.each( [
		[ es( 'Cart' ), 'woocommerce/cart' ],
		[ es( 'Checkout' ), 'woocommerce/checkout' ],
		[ es( 'Mini-Cart' ), 'woocommerce/mini-cart-contents' ],
	] )(
		'given the %s template open › axe finds no WCAG 2.2 A/AA violation on the canvas blocks',
		async ( tab, rootBlock ) => {
			const { page } = suite.shopper;
			await openTemplate( page, tab, rootBlock );

			expect(
				await axeViolations( page, {
					tags: WCAG_22_AA_TAGS,
					within: '.block-editor-block-list__layout.is-root-container',
				} )
			).toEqual( [] );
		},
		60_000
	);

	it.each( [
		[ es( 'Cart' ), 'woocommerce/cart', 'woocommerce/cart-order-summary-block' ],
		[
			es( 'Checkout' ),
			'woocommerce/checkout',
			'woocommerce/checkout-order-summary-coupon-form-block',
		],
		[
			es( 'Mini-Cart' ),
			'woocommerce/mini-cart-contents',
			'woocommerce/mini-cart-checkout-button-block',
		],
	] )(
		'given the %s template open › when a block is selected, its options menu and the inserter opened › no English of the block editor shows',
		async ( tab, rootBlock, selectedBlock ) => {
			const { page } = suite.shopper;
			const texts: string[] = [];
			await openTemplate( page, tab, rootBlock );
			texts.push( ...( await pageTexts( page ) ) );

			await canvas( page ).locator( `[data-type="${ selectedBlock }"]` ).first().click();
			const toolbar = page.getByRole( 'toolbar', { name: wp( 'Block tools' ) } );
			await toolbar.waitFor();
			texts.push( ...( await pageTexts( page ) ) );
			await toolbar.getByRole( 'button', { name: wp( 'Options' ) } ).click();
			await page
				.getByRole( 'menuitem', { name: new RegExp( `^${ wp( 'Copy' ) }` ) } )
				.first()
				.waitFor();
			texts.push( ...( await pageTexts( page ) ) );
			await page.keyboard.press( 'Escape' );

			const inserter = page
				.getByRole( 'button', {
					name: wp( 'Generic label for block inserter button\u0004Add block' ),
					// The templates' locked blocks leave some inserters disabled.
					disabled: false,
				} )
				.filter( { visible: true } );
			if ( await inserter.count() ) {
				await inserter.first().click();
				await page.getByPlaceholder( wp( 'Search' ) ).first().waitFor();
				texts.push( ...( await pageTexts( page ) ) );
				await page.keyboard.press( 'Escape' );
			}

			expect( englishOf( texts ) ).toEqual( [] );
		},
		60_000
	);
} );
