/**
 * @jest-environment node
 *
 * The my-account page, its login and logout, WordPress's /wp-login.php, and
 * the privacy and terms pages: as a browser would use them, against the
 * demo server and its simulated shop.
 */
import { MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { printedGlobal, serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();
const { get } = shop;

const DEMO_CUSTOMER = { email: 'carmen.ruiz@example.com', password: 'Secreta-Madrid-2026' };
const STORE_API = '/wp-json/wc/store/v1';

const post = ( path: string, form: Record< string, string >, cookie = '' ) =>
	fetch( `${ shop.demo.url }${ path }`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie },
		body: new URLSearchParams( form ).toString(),
	} );

/** Merges a response's cookies into a `Cookie` header: set ones replace, expired ones leave. */
const withCookies = ( cookie: string, response: Response ) => {
	const jar = new Map(
		cookie
			.split( '; ' )
			.filter( Boolean )
			.map( ( pair ) => pair.split( /=(.*)/s ).slice( 0, 2 ) as [ string, string ] )
	);
	for ( const set of response.headers.getSetCookie() ) {
		const [ pair ] = set.split( ';' );
		const [ name, value = '' ] = pair!.split( /=(.*)/s );
		if ( /max-age=0/i.test( set ) ) {
			jar.delete( name! );
		} else {
			jar.set( name!, value );
		}
	}
	return [ ...jar ].map( ( [ name, value ] ) => `${ name }=${ value }` ).join( '; ' );
};

/** Logs the demo customer in through the my-account form; resolves their cookies. */
const logIn = async ( cookie = '' ) => {
	const response = await post(
		'/mi-cuenta/',
		{ username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
		cookie
	);
	expect( response.status ).toBe( 303 );
	return withCookies( cookie, response );
};

/** The customer places an order for what is in their cart, through the Store API as the checkout block does; `extra` joins the request (a guest's account creation). */
const placeOrder = async ( cookie: string, extra: Record< string, unknown > = {} ) => {
	const cart = await get( `${ STORE_API }/cart`, cookie );
	const response = await fetch( `${ shop.demo.url }${ STORE_API }/checkout`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Nonce: cart.headers.get( 'nonce' ) ?? '',
			cookie,
		},
		body: JSON.stringify( {
			billing_address: { ...MADRID_BILLING, email: DEMO_CUSTOMER.email },
			shipping_address: MADRID_SHIPPING,
			payment_method: 'cod',
			payment_data: [],
			...extra,
		} ),
	} );
	expect( response.status ).toBe( 200 );
	return ( await response.json() ) as { order_id: number; order_key: string };
};

describe( 'the my-account page for a guest', () => {
	it( 'given a guest › when /mi-cuenta/ is opened › shows WooCommerce’s login form and the demo customer’s way in, in the theme’s frame', async () => {
		const response = await get( '/mi-cuenta/' );
		const html = await response.text();

		expect( response.status ).toBe( 200 );
		expect( html ).toContain( '<h1>Mi cuenta</h1>' );
		expect( html ).toMatch(
			/<form class="woocommerce-form woocommerce-form-login login" method="post" action="\/mi-cuenta\/">/
		);
		expect( html ).toContain( 'name="username" id="username" autocomplete="username"' );
		expect( html ).toContain( 'name="password" id="password" autocomplete="current-password"' );
		expect( html ).toContain( 'Entrar como cliente de demostración' );
		expect( html ).toContain(
			`<input type="hidden" name="username" value="${ DEMO_CUSTOMER.email }">`
		);
		expect( html ).toContain( 'data-block-name="woocommerce/mini-cart"' );
		expect( html ).toContain( '<script type="module" src="/cesta/storefront.js"></script>' );
	} );

	it( 'given the checkout’s login link › when followed › the form leads back to the checkout, and only to this shop', async () => {
		const back = encodeURIComponent( `${ shop.demo.url }/checkout/` );
		const away = encodeURIComponent( 'https://elsewhere.example/' );

		const html = await ( await get( `/mi-cuenta/?redirect_to=${ back }` ) ).text();
		const offsite = await ( await get( `/mi-cuenta/?redirect_to=${ away }` ) ).text();

		expect( html ).toContain( '<input type="hidden" name="redirect" value="/checkout/">' );
		expect( offsite ).not.toContain( 'name="redirect"' );
	} );

	it( 'given /mi-cuenta without its slash › redirects to the page', async () => {
		const response = await get( '/mi-cuenta' );

		expect( response.status ).toBe( 301 );
		expect( response.headers.get( 'location' ) ).toBe( '/mi-cuenta/' );
	} );
} );

describe( 'logging in and out', () => {
	it( 'given the demo customer’s email and password › when the form is posted › the session is theirs: greeted, no orders yet, the checkout knows them', async () => {
		const response = await post( '/mi-cuenta/', {
			username: DEMO_CUSTOMER.email,
			password: DEMO_CUSTOMER.password,
		} );
		const cookie = withCookies( '', response );

		expect( response.status ).toBe( 303 );
		expect( response.headers.get( 'location' ) ).toBe( '/mi-cuenta/' );
		expect( response.headers.getSetCookie()[ 0 ] ).toMatch(
			/^wp_woocommerce_session_[0-9a-f]+=2%7C%7C.*; path=\/; HttpOnly$/
		);
		const account = await ( await get( '/mi-cuenta/', cookie ) ).text();
		expect( account ).toContain( 'Hola, Carmen. Desde tu cuenta puedes ver tus pedidos.' );
		expect( account ).toContain( 'Todavía no se ha hecho ningún pedido.' );
		expect( account ).toContain( '<input type="hidden" name="action" value="logout">' );
		expect( account ).not.toContain( 'id="username"' );
		const checkout = await ( await get( '/checkout/', cookie ) ).text();
		expect( printedGlobal( checkout, 'wcSettings' ) ).toMatchObject( { currentUserId: 2 } );
		expect(
			printedGlobal( checkout, 'wcSettings' ).preloadedApiRequests[ '/wc/store/v1/cart' ].body
				.billing_address
		).toMatchObject( { first_name: 'Carmen', email: DEMO_CUSTOMER.email } );
	} );

	it( 'given a guest with a cart › when they log in › their cart comes with them', async () => {
		const guest = await shop.shopperWith( 17, 21 );

		const customer = await logIn( guest );

		const ids = shop.demo.engine.getCart( '2' ).items.map( ( item ) => item.id );
		expect( ids ).toEqual( expect.arrayContaining( [ 17, 21 ] ) );
		const cart = await ( await get( '/carrito/', customer ) ).text();
		expect( cart ).toMatch( /data-cesta-header-cart-count>2</ );
	} );

	it.each( [
		[ 'an empty username', '', 'x', 'Se requiere un nombre de usuario.' ],
		[ 'an empty password', DEMO_CUSTOMER.email, '', 'El campo de la contraseña está vacío.' ],
		[
			'an unknown email address',
			'nadie@example.com',
			'x',
			'Dirección de correo electrónico desconocida. Revísala o prueba con tu nombre de usuario.',
		],
		[
			'a wrong password',
			DEMO_CUSTOMER.email,
			'otra',
			`La contraseña que has introducido para la dirección de correo electrónico ${ DEMO_CUSTOMER.email } no es correcta.`,
		],
	] )(
		'given %s › when the form is posted › the login form comes back with WordPress’s error, the username kept, and nobody is logged in',
		async ( _case, username, password, error ) => {
			const response = await post( '/mi-cuenta/', { username, password } );
			const html = await response.text();

			expect( response.status ).toBe( 200 );
			expect( html ).toContain(
				`<ul class="woocommerce-error" role="alert"><li>${ error }</li></ul>`
			);
			expect( html ).toContain(
				`name="username" id="username" autocomplete="username" required value="${ username }" aria-invalid="true"`
			);
			expect( response.headers.getSetCookie().join() ).not.toMatch( /=2%7C%7C/ );
		}
	);

	it( 'given the header’s login popup › when it posts to /wp-login.php › logs in and goes where redirect_to says', async () => {
		const response = await post( '/wp-login.php', {
			log: DEMO_CUSTOMER.email,
			pwd: DEMO_CUSTOMER.password,
			redirect_to: '/checkout/',
		} );

		expect( response.status ).toBe( 303 );
		expect( response.headers.get( 'location' ) ).toBe( '/checkout/' );
		const account = await ( await get( '/mi-cuenta/', withCookies( '', response ) ) ).text();
		expect( account ).toContain( 'Hola, Carmen.' );
	} );

	it( 'given a login that names another site › when posted › goes to my account instead', async () => {
		const response = await post( '/mi-cuenta/', {
			username: DEMO_CUSTOMER.email,
			password: DEMO_CUSTOMER.password,
			redirect: 'https://elsewhere.example/',
		} );

		expect( response.headers.get( 'location' ) ).toBe( '/mi-cuenta/' );
	} );

	it( 'given /wp-login.php opened as a page (the checkout’s link when an account is required) › leads to the login form, redirect_to kept', async () => {
		const response = await get( '/wp-login.php?redirect_to=%2Fcheckout%2F' );

		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe(
			'/mi-cuenta/?redirect_to=%2Fcheckout%2F'
		);
	} );

	it( 'given a logged-in customer with a cart › when they log out › the session and cart cookies expire and the next page is a guest’s with an empty cart', async () => {
		const customer = await logIn( await shop.shopperWith( 17 ) );

		const response = await post( '/mi-cuenta/', { action: 'logout' }, customer );
		const guest = withCookies( customer, response );

		expect( response.status ).toBe( 303 );
		expect( response.headers.get( 'location' ) ).toBe( '/mi-cuenta/' );
		expect( response.headers.getSetCookie() ).toEqual(
			expect.arrayContaining( [
				expect.stringMatching( /^wp_woocommerce_session_[0-9a-f]+=; Max-Age=0; path=\/$/ ),
				'woocommerce_items_in_cart=; Max-Age=0; path=/',
				'woocommerce_cart_hash=; Max-Age=0; path=/',
			] )
		);
		expect( guest ).toBe( '' );
		const account = await ( await get( '/mi-cuenta/', guest ) ).text();
		expect( account ).toContain( 'id="username"' );
		const cart = await ( await get( '/carrito/', guest ) ).text();
		expect( cart ).toMatch( /data-cesta-header-cart-count>0</ );
	} );
} );

describe( 'the customer’s orders', () => {
	it( 'given orders the customer placed › when they open my account › lists them newest first with number, date, status, total and a link to each order’s page, which shows it', async () => {
		let cookie = await logIn( await shop.shopperWith( 17 ) );
		const first = await placeOrder( cookie );
		cookie = withCookies( cookie, await get( '/tienda/?add-to-cart=21', cookie ) );
		cookie = withCookies( cookie, await get( '/tienda/?add-to-cart=21', cookie ) );
		const second = await placeOrder( cookie );

		const html = await ( await get( '/mi-cuenta/', cookie ) ).text();
		const rows = [
			...html.matchAll( /<tr class="woocommerce-orders-table__row[^"]*">([\s\S]*?)<\/tr>/g ),
		].map( ( match ) => match[ 1 ]! );

		expect( rows ).toHaveLength( 2 );
		expect( rows[ 0 ] ).toContain(
			`<a href="/checkout/order-received/${ second.order_id }/?key=${ second.order_key }">#${ second.order_id }</a>`
		);
		expect( rows[ 0 ] ).toContain( 'Procesando' );
		expect( rows[ 0 ] ).toMatch( /€[\d.,]+ por 2 artículos/ );
		expect( rows[ 0 ] ).toMatch( /<time datetime="[^"]+">\d+ de [a-z]+ de \d{4}<\/time>/ );
		expect( rows[ 0 ] ).toContain( `aria-label="Ver el pedido número ${ second.order_id }"` );
		expect( rows[ 1 ] ).toContain( `#${ first.order_id }</a>` );
		expect( rows[ 1 ] ).toMatch( /€[\d.,]+ por 1 artículo</ );
		const orderPage = await (
			await get(
				`/checkout/order-received/${ first.order_id }/?key=${ first.order_key }`,
				cookie
			)
		).text();
		expect( orderPage ).toContain( 'Gracias. Tu pedido ha sido recibido.' );
	} );

	it( 'given a guest who created an account at checkout › when they open my account › they are greeted by the first name they typed and the order is listed', async () => {
		const guest = await shop.shopperWith( 17 );
		const placed = await placeOrder( guest, {
			billing_address: { ...MADRID_BILLING, email: 'lucia.nueva@example.com' },
			create_account: true,
			customer_password: 'Girasol-Azul-Cesta-2026',
		} );

		const html = await ( await get( '/mi-cuenta/', guest ) ).text();

		expect( html ).toContain(
			`Hola, ${ MADRID_BILLING.first_name }. Desde tu cuenta puedes ver tus pedidos.`
		);
		expect( html ).toContain( `#${ placed.order_id }</a>` );
	} );

	it( 'given another shopper’s orders › they are not in the customer’s list', async () => {
		const guest = await shop.shopperWith( 17 );
		await placeOrder( guest );

		const html = await ( await get( '/mi-cuenta/', await logIn() ) ).text();

		expect( html ).toContain( 'Todavía no se ha hecho ningún pedido.' );
	} );
} );

describe( 'the privacy and terms pages', () => {
	it.each( [
		[ '/politica-de-privacidad/', 'Política de privacidad', 'Qué guardamos' ],
		[ '/terminos-y-condiciones/', 'Términos y condiciones', 'Devoluciones' ],
	] )(
		'given %s › when opened › shows its Spanish text in the theme’s frame, its footer link marked current',
		async ( path, title, section ) => {
			const response = await get( path );
			const html = await response.text();

			expect( response.status ).toBe( 200 );
			expect( html ).toContain( `<h1>${ title }</h1>` );
			expect( html ).toContain( `<h2>${ section }</h2>` );
			expect( html ).toContain(
				`<li><a href="${ path }" aria-current="page">${ title }</a></li>`
			);
			expect( html ).toContain( 'data-block-name="woocommerce/mini-cart"' );
		}
	);

	it( 'given the checkout page › its settings name these pages, which the terms block links to', async () => {
		const html = await ( await get( '/checkout/' ) ).text();

		expect( printedGlobal( html, 'wcSettings' ).storePages ).toMatchObject( {
			privacy: { permalink: '/politica-de-privacidad/', title: 'Política de privacidad' },
			terms: { permalink: '/terminos-y-condiciones/', title: 'Términos y condiciones' },
		} );
	} );
} );
