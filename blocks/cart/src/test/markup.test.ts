/** Tests of renderCartBlockMarkup: the default template in order, attributes, shop URL, escaping. */

import { CART_BLOCK_NAMES } from '../block-names';
import { renderCartBlockMarkup } from '../markup';

const parse = ( html: string ) => {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return host.firstElementChild as HTMLElement;
};

const blockNamesInOrder = ( root: Element ) =>
	[ root, ...root.querySelectorAll( '[data-block-name]' ) ].map( ( element ) =>
		element.getAttribute( 'data-block-name' )
	);

describe( 'renderCartBlockMarkup', () => {
	it( 'given no options › prints every block of the default cart template, in order', () => {
		expect( blockNamesInOrder( parse( renderCartBlockMarkup() ) ) ).toEqual( [
			CART_BLOCK_NAMES.CART,
			CART_BLOCK_NAMES.FILLED_CART,
			CART_BLOCK_NAMES.CART_ITEMS,
			CART_BLOCK_NAMES.CART_LINE_ITEMS,
			CART_BLOCK_NAMES.CART_CROSS_SELLS,
			CART_BLOCK_NAMES.CART_CROSS_SELLS_PRODUCTS,
			CART_BLOCK_NAMES.CART_TOTALS,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_HEADING,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_COUPON_FORM,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TOTALS,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_SUBTOTAL,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_FEE,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_DISCOUNT,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_SHIPPING,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TAXES,
			CART_BLOCK_NAMES.CART_EXPRESS_PAYMENT,
			CART_BLOCK_NAMES.PROCEED_TO_CHECKOUT,
			CART_BLOCK_NAMES.CART_ACCEPTED_PAYMENT_METHODS,
			CART_BLOCK_NAMES.EMPTY_CART,
		] );
	} );

	it( 'given no options › the container is loading, wide, and carries its attributes as WordPress prints them', () => {
		const cart = parse( renderCartBlockMarkup() );
		expect( cart ).toHaveClass( 'wp-block-woocommerce-cart', 'alignwide', 'is-loading' );
		expect( cart.dataset ).toMatchObject( {
			isPreview: 'false',
			hasDarkControls: 'false',
			showRateAfterTaxName: 'true',
			checkoutPageId: '0',
		} );
		expect( cart.hasAttribute( 'data-align' ) ).toBe( false );
	} );

	it( 'given inner blocks › each carries its class and its attributes, objects as JSON', () => {
		const cart = parse( renderCartBlockMarkup() );
		const taxes = cart.querySelector(
			`[data-block-name="${ CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TAXES }"]`
		)!;
		expect( taxes ).toHaveClass( 'wp-block-woocommerce-cart-order-summary-taxes-block' );
		expect( taxes.getAttribute( 'data-show-rate-after-tax-name' ) ).toBe( 'true' );
		expect( JSON.parse( taxes.getAttribute( 'data-lock' )! ) ).toEqual( {
			remove: true,
			move: true,
		} );
		const heading = cart.querySelector(
			`[data-block-name="${ CART_BLOCK_NAMES.CART_ORDER_SUMMARY_HEADING }"]`
		)!;
		expect( heading.getAttribute( 'data-content' ) ).toBe( 'Cart totals' );
	} );

	it( 'given attributes › they replace the defaults', () => {
		const cart = parse(
			renderCartBlockMarkup( { attributes: { hasDarkControls: true, align: 'full' } } )
		);
		expect( cart.dataset.hasDarkControls ).toBe( 'true' );
		expect( cart ).toHaveClass( 'alignfull' );
	} );

	it( 'given a shop URL › the empty cart links to it; given empty-cart HTML › it is used instead', () => {
		const linked = parse( renderCartBlockMarkup( { shopUrl: '/tienda/' } ) );
		expect(
			linked.querySelector( '.wp-block-woocommerce-empty-cart-block a' )
		).toHaveAttribute( 'href', '/tienda/' );
		const custom = parse(
			renderCartBlockMarkup( { emptyCartHtml: '<p class="mine">Nada</p>' } )
		);
		expect( custom.querySelector( '.wp-block-woocommerce-empty-cart-block' )?.innerHTML ).toBe(
			'<p class="mine">Nada</p>'
		);
	} );

	it( 'given text with HTML characters › it is escaped', () => {
		const cart = parse(
			renderCartBlockMarkup( { shopUrl: '/"><script>x</script>', className: 'a"b' } )
		);
		expect( cart.querySelector( 'script' ) ).toBeNull();
		expect( cart.className ).toContain( 'a"b' );
	} );

	it.each( [
		[
			'attributes that are not an object',
			{ attributes: [] },
			/as an object, received an array/,
		],
		[
			'an unknown attribute',
			{ attributes: { colour: 'red' } },
			/"colour" is not an attribute/,
		],
		[
			'an attribute of the wrong type',
			{ attributes: { hasDarkControls: 'yes' } },
			/must be a boolean, received the string "yes"/,
		],
		[
			'a shop URL that is not a string',
			{ shopUrl: 42 },
			/"shopUrl" must be a string, received number/,
		],
	] )( 'given %s › throws a TypeError naming it', ( _case, options, message ) => {
		expect( () => renderCartBlockMarkup( options as never ) ).toThrow( TypeError );
		expect( () => renderCartBlockMarkup( options as never ) ).toThrow( message );
	} );
} );
