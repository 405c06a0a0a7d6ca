/**
 * @jest-environment node
 *
 * The order-received page (issue 10 item 9): orders placed through the
 * demo's Store API and then opened at their `redirect_url`, as a browser
 * would, by the session that placed them, by another one, and with a wrong
 * key or email.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { cookiesOf, serveDemoForThisFile } from '../../test/demo-harness';

/** The test's clock: the shop reads it, the tests move it past the grace period. */
let now = Date.parse( '2026-11-25T22:04:49Z' );
const ELEVEN_MINUTES_MS = 11 * 60 * 1000;

const shop = serveDemoForThisFile( { now: () => now } );
const { get } = shop;

const STORE_API = '/wp-json/wc/store/v1';
const SAMPLE_REDIRECT_URL = (
	JSON.parse(
		readFileSync(
			join( __dirname, '../../../../reference/store-api-samples/checkout-post-bacs.json' ),
			'utf8'
		)
	) as { body: { order_id: number; payment_result: { redirect_url: string } } }
 ).body;

const send = ( path: string, cookie: string, init: RequestInit ) =>
	fetch( `${ shop.demo.url }${ path }`, {
		...init,
		redirect: 'manual',
		headers: { ...( init.headers as Record< string, string > ), cookie },
	} );

/** A visitor's Store API write with the page's nonce, as the blocks send it. */
const storeApiPost = async ( cookie: string, path: string, body: unknown ) => {
	const cart = await send( `${ STORE_API }/cart`, cookie, {} );
	return send( `${ STORE_API }${ path }`, cookie, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Nonce: cart.headers.get( 'nonce' ) ?? '' },
		body: JSON.stringify( body ),
	} );
};

interface PlacedOrder {
	order_id: number;
	order_key: string;
	payment_result: { redirect_url: string };
}

/** A guest buys the fan (17) and places the order; resolves it with their cookies. */
const placeOrder = async ( options: { pickup?: boolean; paymentMethod?: string } = {} ) => {
	const cookie = await shop.shopperWith( 17 );
	if ( options.pickup ) {
		const chosen = await storeApiPost( cookie, '/cart/select-shipping-rate', {
			package_id: 0,
			rate_id: 'pickup_location:0',
		} );
		expect( chosen.status ).toBe( 200 );
	}
	const response = await storeApiPost( cookie, '/checkout', {
		billing_address: MADRID_BILLING,
		shipping_address: MADRID_SHIPPING,
		customer_note: 'Llamar antes de entregar, por favor.',
		payment_method: options.paymentMethod ?? 'bacs',
		payment_data: [],
	} );
	expect( response.status ).toBe( 200 );
	const order = ( await response.json() ) as PlacedOrder;
	return { order, cookie };
};

/** The page at the order's `redirect_url`, on the demo's origin. */
const pagePath = ( order: PlacedOrder ) => {
	const { pathname, search } = new URL( order.payment_result.redirect_url );
	return `${ pathname }${ search }`;
};

const postEmail = ( path: string, email: string, cookie = '' ) =>
	send( path, cookie, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams( { email } ).toString(),
	} );

/** The page's `<main>`: the layout's stylesheet names the order's classes too. */
const mainOf = ( html: string ) => html.slice( html.indexOf( '<main' ), html.indexOf( '</main>' ) );

/** The text of the page's `<main>`, as a screen reader would read it in a row. */
const textOf = ( html: string ) =>
	mainOf( html )
		.replace( /<[^>]*>/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();

beforeEach( () => {
	now = Date.parse( '2026-11-25T22:04:49Z' );
} );

describe( 'the redirect after a checkout', () => {
	it( "given a placed order › when the checkout answers › its redirect_url is WooCommerce's order-received address, on the demo's origin", async () => {
		const { order } = await placeOrder();
		const sample = new URL( SAMPLE_REDIRECT_URL.payment_result.redirect_url );

		expect( sample.pathname ).toBe(
			`/checkout/order-received/${ SAMPLE_REDIRECT_URL.order_id }/`
		);
		expect( order.payment_result.redirect_url ).toBe(
			`${ shop.demo.url }/checkout/order-received/${ order.order_id }/?key=${ order.order_key }`
		);
	} );
} );

describe( "the order-received page of the guest's own session", () => {
	it( 'given a bacs order › when the guest lands on its page › shows the order received, its number, date, total, payment method, items, addresses and note', async () => {
		const { order, cookie } = await placeOrder();
		const response = await get( pagePath( order ), cookie );
		const html = await response.text();
		const text = textOf( html );

		expect( response.status ).toBe( 200 );
		expect( html ).toContain( '<title>Pedido recibido – Cesta</title>' );
		expect( html ).toContain( '<h1>Pedido recibido</h1>' );
		expect( text ).toContain( 'Gracias. Tu pedido ha sido recibido.' );
		expect( html ).toContain( 'class="woocommerce-order"' );
		expect( html ).toContain( 'class="woocommerce-order-overview ' );
		expect( text ).toContain( `Número del pedido: ${ order.order_id }` );
		expect( html ).toContain(
			'<time datetime="2026-11-25T22:04:49.000Z">25 de noviembre de 2026</time>'
		);
		expect( text ).toContain( 'Correo electrónico: lucia.garcia@example.com' );
		expect( text ).toContain( 'Método de pago: Transferencia bancaria directa' );
		expect( text ).toMatch( /Total: €\d+\.\d{2}/ );
		expect( html ).toContain(
			`<caption class="screen-reader-text">Productos del pedido ${ order.order_id }, con su cantidad y su total</caption>`
		);
		expect( html ).toMatch(
			/<th scope="row" class="woocommerce-table__product-name product-name">Ventilador de pie<\/th>\s*<td class="product-quantity">1<\/td>\s*<td class="woocommerce-table__product-total product-total">€\d+\.\d{2}<\/td>/
		);
		expect( text ).toMatch( /Envío: €\d+\.\d{2} vía / );
		expect( text ).toContain( 'Nota: Llamar antes de entregar, por favor.' );
		expect( html ).toContain(
			'<h2 class="woocommerce-column__title">Dirección de facturación</h2>'
		);
		expect( html ).toContain(
			'<address>Lucía García<br>Calle de Alcalá 50<br>28014 Madrid<br>Madrid<p class="woocommerce-customer-details--phone">+34 600 111 222</p><p class="woocommerce-customer-details--email">lucia.garcia@example.com</p></address>'
		);
		expect( html ).toContain( '<h2 class="woocommerce-column__title">Dirección de envío</h2>' );
		expect( text ).not.toContain( 'España' );
	} );

	it( 'given a bacs order › when its page is shown › the total equals the Store API order total and the line total the item total', async () => {
		const { order, cookie } = await placeOrder();
		const stored = ( await (
			await get(
				`${ STORE_API }/order/${ order.order_id }?key=${ order.order_key }&billing_email=${ MADRID_BILLING.email }`
			)
		).json() ) as {
			totals: { total_price: string };
			items: Array< { totals: { line_subtotal: string } } >;
		};
		const euros = ( minor: string ) => `€${ ( Number( minor ) / 100 ).toFixed( 2 ) }`;
		const text = textOf( await ( await get( pagePath( order ), cookie ) ).text() );

		expect( text ).toContain( `Total: ${ euros( stored.totals.total_price ) } Método de pago` );
		expect( text ).toContain(
			`Ventilador de pie 1 ${ euros( stored.items[ 0 ]!.totals.line_subtotal ) }`
		);
	} );

	it( "given a bacs order › when its page is shown › prints the gateway's instructions and the shop's bank details under 'Our bank details'", async () => {
		const { order, cookie } = await placeOrder();
		const html = await ( await get( pagePath( order ), cookie ) ).text();

		expect( html ).toContain( 'Usa el número de tu pedido como referencia del pago.' );
		expect( html ).toContain(
			'<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">Nuestros datos bancarios</h2><h3 class="wc-bacs-bank-details-account-name">Cesta Demo S.L.:</h3><ul class="wc-bacs-bank-details order_details bacs_details"><li class="bank_name">Banco: <strong>CaixaBank</strong></li><li class="account_number">Número de cuenta: <strong>2100 0418 45 0200051332</strong></li><li class="iban">IBAN: <strong>ES91 2100 0418 4502 0005 1332</strong></li><li class="bic">BIC: <strong>CAIXESBBXXX</strong></li></ul></section>'
		);
	} );

	it( 'given a cash-on-delivery order › when its page is shown › names the method and prints no bank details', async () => {
		const { order, cookie } = await placeOrder( { paymentMethod: 'cod' } );
		const html = await ( await get( pagePath( order ), cookie ) ).text();

		expect( textOf( html ) ).toContain( 'Método de pago: Contra reembolso' );
		expect( mainOf( html ) ).not.toContain( 'woocommerce-bacs-bank-details' );
	} );

	it( 'given an order collected in store › when its page is shown › shows the pickup location and its hours instead of a shipping address', async () => {
		const { order, cookie } = await placeOrder( { pickup: true } );
		const html = await ( await get( pagePath( order ), cookie ) ).text();
		const text = textOf( html );

		expect( html ).toContain( '<h2 class="woocommerce-column__title">Lugar de recogida</h2>' );
		expect( html ).toContain(
			'<address>Tienda Madrid Centro<br>Calle Gran Vía 1, 28013 Madrid, Madrid</address>'
		);
		expect( text ).toContain( 'Lunes a sábado de 10:00 a 20:00' );
		expect( text ).toContain( 'Envío: Recogida en tienda (Tienda Madrid Centro)' );
		expect( mainOf( html ) ).not.toContain( 'Dirección de envío' );
	} );

	it( 'given the session that placed the order › when it comes back after the grace period › still sees the order without confirming the email', async () => {
		const { order, cookie } = await placeOrder();
		now += ELEVEN_MINUTES_MS;

		const html = await ( await get( pagePath( order ), cookie ) ).text();

		expect( html ).toContain( 'woocommerce-order-overview' );
		expect( mainOf( html ) ).not.toContain( 'woocommerce-verify-email' );
	} );

	it( 'given an order page path without its trailing slash › when opened › redirects to the slashed path, keeping the key', async () => {
		const { order } = await placeOrder();
		const response = await get(
			`/checkout/order-received/${ order.order_id }?key=${ order.order_key }`
		);

		expect( response.status ).toBe( 301 );
		expect( response.headers.get( 'location' ) ).toBe(
			`/checkout/order-received/${ order.order_id }/?key=${ order.order_key }`
		);
	} );
} );

describe( 'the order-received page with a wrong or missing key', () => {
	it( "given a wrong key › when the page is opened › answers a normal page with the Store API's message and nothing of the order", async () => {
		const { order, cookie } = await placeOrder();
		const storeApi = ( await (
			await get(
				`${ STORE_API }/order/${ order.order_id }?key=wc_order_wrong&billing_email=${ MADRID_BILLING.email }`
			)
		).json() ) as { code: string; message: string };
		const response = await get(
			`/checkout/order-received/${ order.order_id }/?key=wc_order_wrong`,
			cookie
		);
		const html = await response.text();

		expect( storeApi.code ).toBe( 'woocommerce_rest_invalid_order' );
		expect( response.status ).toBe( 200 );
		expect( html ).toContain( '<h1>Pedido recibido</h1>' );
		expect( textOf( html ) ).toContain( storeApi.message );
		expect( textOf( html ) ).toContain(
			'Se ha proporcionado un ID o una clave de pedido no válidos. Si acabas de hacer un pedido, echa un vistazo a tu correo electrónico para ver la confirmación.'
		);
		expect( mainOf( html ) ).not.toContain( 'Ventilador de pie' );
		expect( mainOf( html ) ).not.toContain( 'lucia.garcia@example.com' );
		expect( mainOf( html ) ).not.toContain( 'woocommerce-verify-email' );
	} );

	it( 'given no key or an order that does not exist › when the page is opened › shows the same message', async () => {
		const { order } = await placeOrder();

		for ( const path of [
			`/checkout/order-received/${ order.order_id }/`,
			`/checkout/order-received/999999/?key=${ order.order_key }`,
			'/checkout/order-received/',
		] ) {
			const response = await get( path );
			expect( response.status ).toBe( 200 );
			expect( textOf( await response.text() ) ).toContain(
				'Se ha proporcionado un ID o una clave de pedido no válidos.'
			);
		}
	} );
} );

describe( 'the order-received page for a guest from another session', () => {
	it( "given the grace period is over › when another browser opens the order's address › asks for the billing email with a labelled field, not the order", async () => {
		const { order } = await placeOrder();
		now += ELEVEN_MINUTES_MS;

		const response = await get( pagePath( order ) );
		const html = await response.text();

		expect( response.status ).toBe( 200 );
		expect( textOf( html ) ).toContain(
			'¡Buenas noticias! Hemos recibido tu pedido y te enviaremos una confirmación a tu dirección de correo electrónico. También puedes confirmar aquí abajo la dirección de correo electrónico del pedido.'
		);
		expect( html ).toContain(
			'<form method="post" class="woocommerce-form woocommerce-verify-email">'
		);
		expect( html ).toContain( '<label for="verify-email">Dirección de correo electrónico' );
		expect( html ).toContain(
			'<input type="email" name="email" id="verify-email" autocomplete="email" class="input-text" required>'
		);
		expect( html ).toContain( '>Confirmar el correo electrónico y ver el pedido</button>' );
		expect( mainOf( html ) ).not.toContain( 'Ventilador de pie' );
		expect( mainOf( html ) ).not.toContain( 'lucia.garcia@example.com' );
	} );

	it( 'given the form › when the guest posts the billing email › shows the order', async () => {
		const { order } = await placeOrder();
		now += ELEVEN_MINUTES_MS;

		const response = await postEmail( pagePath( order ), MADRID_BILLING.email );
		const html = await response.text();

		expect( response.status ).toBe( 200 );
		expect( textOf( html ) ).toContain( `Número del pedido: ${ order.order_id }` );
		expect( html ).toContain( 'Ventilador de pie' );
		expect( html ).toContain( 'Nuestros datos bancarios' );
	} );

	it( 'given the form › when the guest posts another email › refuses it with the message tied to the field, and shows nothing of the order', async () => {
		const { order } = await placeOrder();
		now += ELEVEN_MINUTES_MS;

		const response = await postEmail( pagePath( order ), 'otra.persona@example.com' );
		const html = await response.text();

		expect( response.status ).toBe( 200 );
		expect( html ).toContain(
			'<p id="verify-email-error" class="woocommerce-error" role="alert">No hemos podido verificar la dirección de correo electrónico que has indicado. Por favor, inténtalo de nuevo.</p>'
		);
		expect( html ).toContain(
			'aria-invalid="true" aria-describedby="verify-email-error" value="otra.persona@example.com"'
		);
		expect( mainOf( html ) ).not.toContain( 'Ventilador de pie' );
		expect( mainOf( html ) ).not.toContain( 'woocommerce-order-overview' );
	} );

	it( 'given the email but a wrong key › when posted › shows the wrong-key message, not the order', async () => {
		const { order } = await placeOrder();
		now += ELEVEN_MINUTES_MS;

		const html = await (
			await postEmail(
				`/checkout/order-received/${ order.order_id }/?key=wc_order_wrong`,
				MADRID_BILLING.email
			)
		).text();

		expect( textOf( html ) ).toContain(
			'Se ha proporcionado un ID o una clave de pedido no válidos.'
		);
		expect( mainOf( html ) ).not.toContain( 'Ventilador de pie' );
	} );

	it( 'given the grace period is not over › when another browser opens the address › shows the order, as WooCommerce does for ten minutes', async () => {
		const { order } = await placeOrder();
		now += 9 * 60 * 1000;

		const html = await ( await get( pagePath( order ) ) ).text();

		expect( html ).toContain( 'woocommerce-order-overview' );
	} );
} );

describe( "the order-received page of a customer's order", () => {
	const logIn = async () => {
		const response = await fetch( `${ shop.demo.url }/__mock/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { userId: 2 } ),
		} );
		return cookiesOf( response );
	};

	const placeAsCustomer = async () => {
		const cookie = await logIn();
		const added = await storeApiPost( cookie, '/cart/add-item', { id: 17, quantity: 2 } );
		expect( added.status ).toBe( 201 );
		const response = await storeApiPost( cookie, '/checkout', {
			billing_address: { ...MADRID_BILLING, email: 'carmen.ruiz@example.com' },
			shipping_address: MADRID_SHIPPING,
			payment_method: 'cheque',
			payment_data: [],
		} );
		expect( response.status ).toBe( 200 );
		return { order: ( await response.json() ) as PlacedOrder, cookie };
	};

	it( 'given the customer is logged in › when she opens her order later › sees it with the quantity she bought', async () => {
		const { order, cookie } = await placeAsCustomer();
		now += ELEVEN_MINUTES_MS;

		const html = await ( await get( pagePath( order ), cookie ) ).text();

		expect( textOf( html ) ).toContain( 'Método de pago: Pagos por cheque' );
		expect( html ).toContain( '<td class="product-quantity">2</td>' );
	} );

	it( 'given a guest with the right key › when they open the customer’s order › are told a confirmation is on its way, with no email form and nothing of the order', async () => {
		const { order } = await placeAsCustomer();

		const html = await ( await get( pagePath( order ) ) ).text();

		expect( textOf( html ) ).toContain( '¡Buenas noticias! Hemos recibido tu pedido' );
		expect( mainOf( html ) ).not.toContain( 'woocommerce-verify-email' );
		expect( mainOf( html ) ).not.toContain( 'carmen.ruiz@example.com' );
	} );

	it( 'given a guest with the right key › when they follow the page’s login link and log in as the customer › come back to the order and see it', async () => {
		const { order } = await placeAsCustomer();
		const path = pagePath( order );
		const html = await ( await get( path ) ).text();
		const link =
			/¿Tienes una cuenta con nosotros\? <a href="([^"]+)">Accede aquí para ver tu pedido\.<\/a>/.exec(
				html
			);
		expect( link?.[ 1 ] ).toBe( `/mi-cuenta/?redirect_to=${ encodeURIComponent( path ) }` );

		const form = await ( await get( link![ 1 ]!.replace( /&amp;/g, '&' ) ) ).text();
		const redirectTo = /<input type="hidden" name="redirect" value="([^"]+)">/.exec(
			form
		)![ 1 ]!;
		const login = await fetch( `${ shop.demo.url }/mi-cuenta/`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams( {
				username: 'carmen.ruiz@example.com',
				password: 'Secreta-Madrid-2026',
				redirect: redirectTo.replace( /&amp;/g, '&' ),
			} ).toString(),
		} );

		expect( login.headers.get( 'location' ) ).toBe( path );
		const page = await ( await get( path, cookiesOf( login ) ) ).text();
		expect( textOf( page ) ).toContain( 'Método de pago: Pagos por cheque' );
	} );
} );
