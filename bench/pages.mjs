/**
 * The shop's pages as the benchmarks load them, with their budgets (DESIGN
 * §8) and what WooCommerce 9.9.5 loads for the same page, measured the same
 * way. A page block lands here when it lands in the demo shop: its entry in
 * `standalone/package.json`, its page in `demo/`, its budget below.
 */
/* global window, document, MutationObserver -- `markReady` runs in the page */

/**
 * @typedef {object} BenchPage
 * @property {string} name        The standalone entry the page loads (`standalone/dist/<name>.js`).
 * @property {string} path        Its address in the demo shop.
 * @property {string} description What a shopper has done before the load.
 * @property {{ totalKb?: number, ownKb?: number }} budget gzip -9 KB of every script (React
 *   included), and of our own code (all but the vendor bundles); either may be absent.
 * @property {Array<'totalKb' | 'ownKb'>} [notYetEnforced] Budgets of DESIGN §8 the page does not
 *   meet yet: reported against the figure, but not failing the check.
 * @property {{ kb: number, scripts?: number } | null} woocommerce What WooCommerce 9.9.5's page
 *   loads (the script count where it was recorded), or null when it has no such page.
 * @property {( page: import('playwright-core').Page, url: string ) => Promise<void>} prepare
 *   Brings the session to the state the page is measured in.
 * @property {{ block: string, control: string }} readyWhen The page is interactive once
 *   `block` is on the page and not loading and `control` (a selector) is there:
 *   `markReady` watches for it.
 * @property {{ description: string, run: ( page: import('playwright-core').Page ) => Promise<void> }} [interaction]
 *   What a shopper does next whose code loads on demand: the scripts it loads are reported apart.
 */

/** The products the cart holds when the cart page is measured. */
export const CART_PRODUCTS = [ 17, 21, 23 ];

/**
 * Puts `CART_PRODUCTS` in the session's cart, as a shopper's links from the shop do.
 *
 * @param {import('playwright-core').Page} page A page of the session.
 * @param {string}                          url  The demo shop's address.
 */
export async function fillCartWithProducts( page, url ) {
	for ( const id of CART_PRODUCTS ) {
		await page.goto( `${ url }/tienda/?add-to-cart=${ id }` );
	}
}

/**
 * Runs in the page before its scripts (Playwright sends its source, so it
 * uses nothing from this file): sets `window.__cestaReadyAt` once the page's
 * block is on the page, no longer loading, and its control is there.
 *
 * @param {BenchPage['readyWhen']} readyWhen What the page shows once interactive.
 */
export const markReady = ( { block, control } ) => {
	const ready = () => {
		const element = document.querySelector( block );
		if (
			element &&
			! element.classList.contains( 'is-loading' ) &&
			document.querySelector( control )
		) {
			window.__cestaReadyAt = performance.now();
			return true;
		}
		return false;
	};
	new MutationObserver( ( _records, observer ) => {
		if ( ready() ) {
			observer.disconnect();
		}
	} ).observe( document, { subtree: true, childList: true, attributes: true } );
};

/**
 * The files that hold React and the `wp.*` globals: all in one for the cart
 * and checkout, in two halves for storefront pages (React on demand).
 */
export const VENDOR_SCRIPTS = [ 'vendor.js', 'vendor-base.js', 'vendor-react.js' ];

/** Opens the Mini-Cart drawer as a shopper does: pointing at the button, then clicking it. */
const openMiniCartDrawer = async ( page ) => {
	const button = page.locator( '.wc-block-mini-cart__button' );
	await button.hover();
	await button.click();
	await page.getByRole( 'dialog' ).waitFor();
};

/** @type {BenchPage[]} */
export const BENCH_PAGES = [
	{
		name: 'cart',
		path: '/carrito/',
		description: `${ CART_PRODUCTS.length } products in the cart`,
		budget: { totalKb: 130 },
		woocommerce: { kb: 371, scripts: 76 },
		prepare: fillCartWithProducts,
		readyWhen: {
			block: '.wp-block-woocommerce-cart',
			control:
				'.wp-block-woocommerce-cart button[aria-label^="Aumentar la cantidad"]:not([disabled])',
		},
	},
	{
		name: 'checkout',
		path: '/checkout/',
		description: `${ CART_PRODUCTS.length } products in the cart, a guest's first visit`,
		budget: { totalKb: 150, ownKb: 60 },
		// Our own code is ~87 KB: reported against DESIGN §8's 60 KB on every
		// run, not enforced — the code that runs before the checkout is ready
		// weighs more than 60 KB by itself (bench/code-that-runs.mjs; README,
		// "Why the checkout's own code is not 60 KB").
		notYetEnforced: [ 'ownKb' ],
		woocommerce: { kb: 685, scripts: 81 },
		prepare: fillCartWithProducts,
		// The place-order button can be used: the cart is in and nothing is calculating.
		readyWhen: {
			block: '.wp-block-woocommerce-checkout',
			control:
				'.wp-block-woocommerce-checkout .wc-block-components-checkout-place-order-button:not([aria-disabled])',
		},
	},
	{
		name: 'storefront',
		path: '/tienda/',
		description:
			"a first visit: the catalogue, the on-sale list, the price and colour filters, the theme's header with the Mini-Cart, the store notice, order attribution",
		budget: { totalKb: 80 },
		woocommerce: { kb: 366 },
		prepare: async () => undefined,
		// Server-rendered: cards, links and the Mini-Cart work as markup; the
		// scripts enhance them.
		readyWhen: {
			block: '.wp-block-woocommerce-product-collection',
			control: '.wc-block-mini-cart__button',
		},
		interaction: { description: 'opening the Mini-Cart drawer', run: openMiniCartDrawer },
	},
	{
		name: 'product',
		path: '/producto/sudadera-con-capucha/',
		description:
			"a variable product's page: the Add to Cart form with its colour and size swatches, the theme's header with the Mini-Cart, the store notice, order attribution",
		budget: {},
		woocommerce: null,
		prepare: async () => undefined,
		readyWhen: {
			block: '.wp-block-woocommerce-add-to-cart-form',
			control: '.wp-block-woocommerce-add-to-cart-form button[type="submit"]',
		},
	},
	{
		name: 'storefront',
		path: '/pagina-que-no-existe/',
		description:
			"a page whose only block is the header's Mini-Cart (the shop's 404 page), with the page-wide store notice and order attribution, before any interaction (the button alone: see the parts below)",
		budget: {},
		woocommerce: null,
		prepare: async () => undefined,
		readyWhen: { block: '.wc-block-mini-cart', control: '.wc-block-mini-cart__button' },
	},
];
