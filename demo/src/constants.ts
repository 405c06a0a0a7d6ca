/** The demo shop constants: default port and host, its paths, the build filter and the form body limit. */

/**
 * Port the demo shop listens on when `PORT` is not set.
 *
 * @example
 * Number( process.env.PORT ?? DEFAULT_PORT ); // 8080
 */
export const DEFAULT_PORT = 8080;

/**
 * Interface the demo shop binds to when `HOST` is not set: loopback only, as
 * a development server should.
 *
 * @example
 * server.listen( DEFAULT_PORT, DEFAULT_HOST );
 */
export const DEFAULT_HOST = '127.0.0.1';

/**
 * URL path under which the standalone bundles (`standalone/dist`) are served.
 *
 * @example
 * `${ BUNDLES_PATH }vendor.js`; // '/cesta/vendor.js'
 */
export const BUNDLES_PATH = '/cesta/';

/**
 * Path of the Store API namespace on the demo's origin, as on a WordPress site.
 *
 * @example
 * `${ STORE_API_ROOT }/cart`; // '/wp-json/wc/store/v1/cart'
 */
export const STORE_API_ROOT = '/wp-json/wc/store/v1';

/**
 * The Store API path a host preloads for the cart page, as WooCommerce keys it.
 *
 * @example
 * settings.preloadedApiRequests[ PRELOADED_CART_PATH ].body.items;
 */
export const PRELOADED_CART_PATH = '/wc/store/v1/cart';

/**
 * Paths of the demo's pages. The store pages use the sample shop's Spanish
 * slugs (spec §2: shop `tienda`, cart `carrito`, checkout `checkout`, …).
 *
 * @example
 * DEMO_PATHS.cart; // '/carrito/'
 */
export const DEMO_PATHS = {
	home: '/',
	shop: '/tienda/',
	cart: '/carrito/',
	checkout: '/checkout/',
	myaccount: '/mi-cuenta/',
	privacy: '/politica-de-privacidad/',
	terms: '/terminos-y-condiciones/',
	debug: '/__debug/',
} as const;

/**
 * The storefront's page paths by kind, each followed by a slug.
 *
 * @example
 * `${ STOREFRONT_PATHS.product }sudadera-con-capucha/`; // '/producto/sudadera-con-capucha/'
 */
export const STOREFRONT_PATHS = {
	category: '/categoria-producto/',
	tag: '/etiqueta-producto/',
	product: '/producto/',
} as const;

/**
 * WordPress's login address (the settings' `wpLoginUrl`): the header's login
 * popup posts `log`, `pwd` and `redirect_to` to it; a GET leads to the
 * my-account page's login form.
 *
 * @example
 * `${ LOGIN_PATH }?redirect_to=${ encodeURIComponent( '/checkout/' ) }`; // '/wp-login.php?redirect_to=%2Fcheckout%2F'
 */
export const LOGIN_PATH = '/wp-login.php';

/**
 * URL path under which the demo theme's own scripts are served (the header
 * script of the cart and checkout pages), apart from Cesta's bundles.
 *
 * @example
 * `${ THEME_PATH }cabecera.js`; // '/tema/cabecera.js'
 */
export const THEME_PATH = '/tema/';

/**
 * WooCommerce's order-received endpoint under the checkout page: an order's
 * page is `{ORDER_RECEIVED_PATH}{id}/?key={order_key}`, the `redirect_url` a
 * placed order answers with.
 *
 * @example
 * `${ ORDER_RECEIVED_PATH }100/?key=wc_order_Ab12Cd34Ef56G`; // '/checkout/order-received/100/?key=…'
 */
export const ORDER_RECEIVED_PATH = `${ DEMO_PATHS.checkout }order-received/`;

/**
 * How long after an order is placed its order-received page shows it to a
 * guest holding the key without asking for the billing email, in seconds
 * (WooCommerce's `woocommerce_order_email_verification_grace_period`
 * default: ten minutes).
 *
 * @example
 * const withinGracePeriod = now - order.createdAt <= ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S;
 */
export const ORDER_EMAIL_VERIFICATION_GRACE_PERIOD_S = 10 * 60;

/**
 * Environment variable that limits the root build to some folders.
 *
 * @example
 * spawn( 'npm', [ 'run', 'build' ], { env: { [ BUILD_FILTER_ENV ]: 'standalone' } } );
 */
export const BUILD_FILTER_ENV = 'CESTA_PACKAGES';

/**
 * Largest form body the debug panel accepts, in bytes.
 *
 * @example
 * if ( size > MAX_FORM_BODY_BYTES ) reject();
 */
export const MAX_FORM_BODY_BYTES = 16 * 1024;
