/**
 * @jest-environment node
 *
 * Templates saved in the editor playground, on the shop: the visitor who
 * saved one sees it on the cart page and in the header's Mini-Cart
 * drawer, every other visitor the default, and a reset brings the default
 * back.
 */
import { renderCartBlockMarkup } from '@cesta/block-cart/markup';
import { renderMiniCartMarkup } from '@cesta/block-mini-cart/markup';

import { cookiesOf, serveDemoForThisFile } from '../../test/demo-harness';
import { moveBlockAfter, serializedTemplateOf } from '../../test/serialized-template';

const shop = serveDemoForThisFile();

const COUPON = 'woocommerce/cart-order-summary-coupon-form-block';
const TOTALS = 'woocommerce/cart-order-summary-totals-block';

const saveTemplate = ( kind: string, content: string, cookie = '' ) =>
	fetch( `${ shop.demo.url }/editor/plantillas/${ kind }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', cookie },
		body: JSON.stringify( { content } ),
	} );

const pageOf = async ( path: string, cookie = '' ) => ( await shop.get( path, cookie ) ).text();

/** Where each of these block names first appears in the page's HTML. */
const positions = ( html: string, ...names: string[] ) =>
	names.map( ( name ) => html.indexOf( `data-block-name="${ name }"` ) );

const cartTemplate = () => serializedTemplateOf( renderCartBlockMarkup( { shopUrl: '/tienda/' } ) );

describe( 'a cart template saved in the playground', () => {
	it( 'given a visitor who moved the coupon form below the totals and saved › their cart page prints it there, others still get the default', async () => {
		const saved = moveBlockAfter( cartTemplate(), COUPON, TOTALS );
		const response = await saveTemplate( 'cart', saved );
		const cookie = cookiesOf( response );

		expect( response.status ).toBe( 200 );
		expect( cookie ).toMatch( /^cesta_demo_editor=[\w-]{22}$/ );
		const [ coupon, totals ] = positions( await pageOf( '/carrito/', cookie ), COUPON, TOTALS );
		expect( coupon ).toBeGreaterThan( totals );
		const [ defaultCoupon, defaultTotals ] = positions(
			await pageOf( '/carrito/' ),
			COUPON,
			TOTALS
		);
		expect( defaultCoupon ).toBeLessThan( defaultTotals );
		expect( defaultCoupon ).toBeGreaterThan( 0 );
	} );

	it( 'given a saved template › the editor gets it back as saved, and the page prints it without block comments', async () => {
		const saved = moveBlockAfter( cartTemplate(), COUPON, TOTALS );
		const cookie = cookiesOf( await saveTemplate( 'cart', saved ) );
		const answer = await fetch( `${ shop.demo.url }/editor/plantillas/cart`, {
			headers: { cookie },
		} );
		const page = await pageOf( '/carrito/', cookie );

		expect( await answer.json() ).toEqual( { content: saved } );
		expect( page ).not.toContain( '<!-- wp:' );
		expect( page ).toContain(
			'<div data-block-name="woocommerce/cart" data-is-preview="false"'
		);
	} );

	it( 'given a saved template › when the visitor resets it › the cart page prints the default again', async () => {
		const cookie = cookiesOf(
			await saveTemplate( 'cart', moveBlockAfter( cartTemplate(), COUPON, TOTALS ) )
		);
		const reset = await fetch( `${ shop.demo.url }/editor/plantillas/cart`, {
			method: 'DELETE',
			headers: { cookie },
		} );
		const [ coupon, totals ] = positions( await pageOf( '/carrito/', cookie ), COUPON, TOTALS );

		expect( reset.status ).toBe( 200 );
		expect( await reset.json() ).toEqual( { content: null } );
		expect( coupon ).toBeLessThan( totals );
	} );

	it( 'given a visitor who already has the cookie › saving again keeps it and replaces the template', async () => {
		const cookie = cookiesOf( await saveTemplate( 'cart', cartTemplate() ) );
		const again = await saveTemplate(
			'cart',
			moveBlockAfter( cartTemplate(), COUPON, TOTALS ),
			cookie
		);
		const [ coupon, totals ] = positions( await pageOf( '/carrito/', cookie ), COUPON, TOTALS );

		expect( again.headers.getSetCookie() ).toEqual( [] );
		expect( coupon ).toBeGreaterThan( totals );
	} );

	it( 'given a refused template › keeps the one saved before', async () => {
		const cookie = cookiesOf(
			await saveTemplate( 'cart', moveBlockAfter( cartTemplate(), COUPON, TOTALS ) )
		);
		const refused = await saveTemplate(
			'cart',
			cartTemplate().replace( '<h2 ', '<h2 onclick="alert(1)" ' ),
			cookie
		);
		const [ coupon, totals ] = positions( await pageOf( '/carrito/', cookie ), COUPON, TOTALS );

		expect( refused.status ).toBe( 400 );
		expect( ( await refused.json() ).message ).toContain(
			'tiene marcado no permitido: <h2 onclick="alert(1)"'
		);
		expect( coupon ).toBeGreaterThan( totals );
	} );
} );

describe( 'a Mini-Cart template saved in the playground', () => {
	const LABEL = 'woocommerce/mini-cart-title-label-block';
	const COUNTER = 'woocommerce/mini-cart-title-items-counter-block';
	const defaultContents = () =>
		/<template class="wc-block-mini-cart__template-part">([\s\S]*)<\/template>/.exec(
			renderMiniCartMarkup()
		)![ 1 ]!;

	it( 'given a visitor who put the count before the title and saved › the header’s Mini-Cart of their shop pages carries it, others get the default', async () => {
		const saved = moveBlockAfter( serializedTemplateOf( defaultContents() ), LABEL, COUNTER );
		const response = await saveTemplate( 'mini-cart', saved );
		const cookie = cookiesOf( response );

		expect( response.status ).toBe( 200 );
		const [ label, counter ] = positions( await pageOf( '/tienda/', cookie ), LABEL, COUNTER );
		expect( counter ).toBeLessThan( label );
		const [ defaultLabel, defaultCounter ] = positions(
			await pageOf( '/tienda/' ),
			LABEL,
			COUNTER
		);
		expect( defaultLabel ).toBeLessThan( defaultCounter );
	} );
} );
