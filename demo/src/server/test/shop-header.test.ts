/**
 * @jest-environment node
 *
 * One header on every page of the demo shop: the same menu (the shop, its
 * categories, the cart, the checkout, the account) and the cart — the
 * Mini-Cart on storefront pages, a link with the count on the cart and
 * checkout pages, whose theme script keeps it current.
 */
import { STOREFRONT_CHROME_STYLES } from '@cesta/storefront-chrome/markup';

import { serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();
const { get } = shop;

const MENU = [
	[ 'Tienda', '/tienda/' ],
	[ 'Climatización', '/categoria-producto/climatizacion/' ],
	[ 'Cocina', '/categoria-producto/cocina/' ],
	[ 'Grandes electrodomésticos', '/categoria-producto/grandes-electrodomesticos/' ],
	[ 'Hogar', '/categoria-producto/hogar/' ],
	[ 'Imagen y sonido', '/categoria-producto/imagen-y-sonido/' ],
	[ 'Regalos y cursos', '/categoria-producto/regalos-y-cursos/' ],
	[ 'Ropa', '/categoria-producto/ropa/' ],
	[ 'Carrito', '/carrito/' ],
	[ 'Finalizar compra', '/checkout/' ],
	[ 'Mi cuenta', '/mi-cuenta/' ],
];

/** The main menu's links of a page: label, address and whether it is marked current. */
const menuOf = ( html: string ) => {
	const nav =
		/<nav class="cesta-header__nav" aria-label="Menú principal"><ul>(.*?)<\/ul><\/nav>/.exec(
			html
		);
	expect( nav ).not.toBeNull();
	return [
		...nav![ 1 ]!.matchAll(
			/<li><a href="([^"]+)"( aria-current="page")?>([^<]+)<\/a><\/li>/g
		),
	].map( ( [ , url, current, label ] ) => ( { label, url, current: Boolean( current ) } ) );
};

describe( 'the header on every page', () => {
	it.each( [
		[ '/', '/tienda/' ],
		[ '/tienda/', '/tienda/' ],
		[ '/categoria-producto/cocina/', '/categoria-producto/cocina/' ],
		[ '/etiqueta-producto/novedad/', null ],
		[ '/producto/arrocera/', null ],
		[ '/carrito/', '/carrito/' ],
		[ '/checkout/', '/checkout/' ],
		[ '/mi-cuenta/', '/mi-cuenta/' ],
		[ '/politica-de-privacidad/', null ],
		[ '/terminos-y-condiciones/', null ],
		[ '/__debug/', null ],
		[ '/pagina-que-no-existe/', null ],
	] )(
		'given %s › holds the shop’s menu: the shop, its top categories with products, the cart, the checkout and the account, the page marked current',
		async ( path, current ) => {
			const html = await ( await get( path ) ).text();

			expect( menuOf( html ) ).toEqual(
				MENU.map( ( [ label, url ] ) => ( { label, url, current: url === current } ) )
			);
			expect( html ).toContain(
				'<p class="cesta-header__title"><a href="/" rel="home">Cesta</a></p>'
			);
			expect( html ).toContain( '<html lang="es-ES">' );
		}
	);

	it( 'given an order’s page › has the header too', async () => {
		const html = await ( await get( '/checkout/order-received/999/?key=wc_order_x' ) ).text();

		expect( menuOf( html ) ).toHaveLength( MENU.length );
	} );

	it.each( [ '/carrito/', '/checkout/', '/checkout/order-received/999/?key=wc_order_x' ] )(
		'given %s › holds the header’s styles, as every page does (unstyled, the search field is the browser’s 21 px high beside its button: a target too small)',
		async ( path ) => {
			const html = await ( await get( path ) ).text();

			expect( html ).toContain( `<style>${ STOREFRONT_CHROME_STYLES }</style>` );
		}
	);

	it( 'given a storefront page › the header’s last block is the Mini-Cart, which opens the drawer', async () => {
		const html = await ( await get( '/tienda/', await shop.shopperWith( 17 ) ) ).text();

		expect( html ).toMatch(
			/<\/form><button type="button" class="cesta-header__account"[^>]*>Acceder<\/button><div data-block-name="woocommerce\/mini-cart"/
		);
	} );

	it.each( [ '/carrito/', '/checkout/' ] )(
		'given %s and two items in the cart › the header works without the chrome’s script: a <details> menu, the search form, a link to my account, and a link to the cart with the count',
		async ( path ) => {
			const html = await ( await get( path, await shop.shopperWith( 17, 21 ) ) ).text();

			expect( html ).toContain(
				'<details class="cesta-header__menu"><summary class="cesta-header__menu-toggle">Menú</summary>'
			);
			expect( html ).toContain( '<form role="search" class="cesta-search"' );
			expect( html ).toContain(
				'<a class="cesta-header__account" href="/mi-cuenta/">Acceder</a>'
			);
			expect( html ).toMatch(
				new RegExp(
					`<a class="cesta-header__cart" href="/carrito/"${
						path === '/carrito/' ? ' aria-current="page"' : ''
					}><svg[^]*?</svg><span class="screen-reader-text">Artículos en el carrito: </span><span class="cesta-header__cart-count" data-cesta-header-cart-count>2</span></a>`
				)
			);
			expect( html ).not.toContain( 'data-block-name="woocommerce/mini-cart"' );
			expect( html ).not.toContain( 'storefront.js' );
		}
	);

	it( 'given the cart page › loads the theme’s header script after the Cart block’s entry; the checkout page does not (nothing there changes the count, and its budget has no room)', async () => {
		const cart = await ( await get( '/carrito/' ) ).text();
		const checkout = await ( await get( '/checkout/' ) ).text();
		const themeScript = '<script type="module" src="/tema/cabecera.js"></script>';

		expect( cart.indexOf( themeScript ) ).toBeGreaterThan(
			cart.indexOf( '<script type="module" src="/cesta/cart.js"></script>' )
		);
		expect(
			cart.indexOf( '<script type="module" src="/cesta/cart.js"></script>' )
		).toBeGreaterThan( -1 );
		expect( checkout ).not.toContain( themeScript );
	} );

	it( 'given a logged-in customer on the cart page › the account link says «Mi cuenta»', async () => {
		const login = await fetch( `${ shop.demo.url }/mi-cuenta/`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'username=carmen.ruiz%40example.com&password=Secreta-Madrid-2026',
		} );
		const cookie = login.headers.getSetCookie()[ 0 ]!.split( ';' )[ 0 ];

		const html = await ( await get( '/carrito/', cookie ) ).text();

		expect( html ).toContain(
			'<a class="cesta-header__account" href="/mi-cuenta/">Mi cuenta</a>'
		);
	} );
} );

describe( 'the theme’s header script', () => {
	it( 'given /tema/cabecera.js › is served as a small JavaScript module that follows the cart store of wp.data', async () => {
		const response = await get( '/tema/cabecera.js' );
		const script = await response.text();

		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toBe( 'text/javascript; charset=UTF-8' );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-cache' );
		expect( script ).toContain( 'wc/store/cart' );
		expect( script ).toContain( 'data-cesta-header-cart-count' );
		expect( script.length ).toBeLessThan( 600 );
	} );
} );
