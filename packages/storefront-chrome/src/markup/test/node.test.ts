/**
 * @jest-environment node
 *
 * Tests of the markup entry where it runs: a Node server without a DOM.
 */
import {
	renderHeaderMarkup,
	renderLoginPopupMarkup,
	renderScrollToTopMarkup,
	renderSearchMarkup,
	renderTooltipMarkup,
	STOREFRONT_CHROME_STYLES,
} from '@cesta/storefront-chrome/markup';
import { TOOLTIP_FADE_MS } from '@cesta/storefront-chrome';

const header = {
	siteName: 'Tienda <Cesta>',
	homeUrl: 'https://tienda.example/',
	menu: [ { label: 'Tienda', url: '/tienda/', current: true } ],
	loginUrl: 'https://tienda.example/wp-login.php',
	myAccountUrl: 'https://tienda.example/mi-cuenta/',
};

describe( 'on a server without a DOM', () => {
	it( 'given a logged-out shopper › prints the header with the menu and login popups, hidden', () => {
		const html = renderHeaderMarkup( header );
		expect( html ).toMatch( /^<header class="cesta-header">/ );
		expect( html ).toContain( 'Tienda &lt;Cesta&gt;' );
		expect( html ).toContain( 'id="cesta-menu" data-cesta-popup hidden' );
		expect( html ).toContain( 'id="cesta-login" data-cesta-popup hidden' );
		expect( html ).toContain( 'aria-current="page"' );
	} );

	it( 'given blocks for the header (the Mini-Cart) › prints them last inside it, as given', () => {
		const miniCart = '<div data-block-name="woocommerce/mini-cart"></div>';
		const html = renderHeaderMarkup( { ...header, blocks: miniCart } );
		expect( html ).toContain( `${ miniCart }</header>` );
	} );

	it( 'given a logged-in shopper › links to the account and prints no login popup', () => {
		const html = renderHeaderMarkup( { ...header, loggedIn: true } );
		expect( html ).toContain( 'href="https://tienda.example/mi-cuenta/">My account</a>' );
		expect( html ).not.toContain( 'cesta-login' );
	} );

	it( 'given the login popup › posts WordPress’s fields to the login URL, with no nonce or other secret', () => {
		const html = renderLoginPopupMarkup( {
			loginUrl: '/wp-login.php',
			redirectTo: '/mi-cuenta/?a=1&b=2',
		} );
		expect( html ).toContain( 'method="post" action="/wp-login.php"' );
		expect( html ).toMatch( /name="log"[\s\S]*name="pwd"[\s\S]*name="rememberme"/ );
		expect( html ).toContain( 'name="redirect_to" value="/mi-cuenta/?a=1&amp;b=2"' );
		expect( html ).not.toMatch( /nonce/i );
	} );

	it( 'given a search › prints a GET form with s and post_type=product, the query escaped', () => {
		const html = renderSearchMarkup( { action: '/', query: '"><script>' } );
		expect( html ).toContain( 'method="get" action="/"' );
		expect( html ).toContain( 'name="s" value="&quot;&gt;&lt;script&gt;"' );
		expect( html ).toContain( 'name="post_type" value="product"' );
		expect( html ).not.toContain( '<script>' );
	} );

	it( 'given scroll-to-top and a tooltip › prints them hidden until the page script shows them', () => {
		expect( renderScrollToTopMarkup() ).toContain( 'data-cesta-scroll-to-top hidden' );
		expect( renderTooltipMarkup( { id: 'tip', label: 'IVA', text: 'Incluido' } ) ).toContain(
			'role="tooltip" id="tip" hidden>Incluido'
		);
	} );

	it( 'given the stylesheet › hides what is hidden and fades tooltips over the spec’s 500 ms', () => {
		expect( STOREFRONT_CHROME_STYLES ).toContain( '.cesta-popup[hidden]' );
		expect( STOREFRONT_CHROME_STYLES ).toContain( `transition:opacity ${ TOOLTIP_FADE_MS }ms` );
	} );
} );
