/** Tests of renderCheckoutBlockMarkup and the metadata: WooCommerce's default checkout template in order, attributes, overrides, bad options. */

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { renderCheckoutBlockMarkup } from '../markup';
import { CHECKOUT_INNER_BLOCKS_METADATA, getCheckoutInnerBlockMetadata } from '../metadata';

const parse = ( html: string ) => {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return host.firstElementChild as HTMLElement;
};

const blockNamesInOrder = ( root: Element ) =>
	[ root, ...root.querySelectorAll( '[data-block-name]' ) ].map( ( element ) =>
		element.getAttribute( 'data-block-name' )
	);

const blockIn = ( root: Element, name: string ) =>
	root.querySelector< HTMLElement >( `[data-block-name="${ name }"]` )!;

describe( 'renderCheckoutBlockMarkup', () => {
	it( 'given no options › prints every block of WooCommerce’s default checkout template, in order', () => {
		expect( blockNamesInOrder( parse( renderCheckoutBlockMarkup() ) ) ).toEqual( [
			NAMES.CHECKOUT,
			NAMES.CHECKOUT_FIELDS,
			NAMES.CHECKOUT_EXPRESS_PAYMENT,
			NAMES.CHECKOUT_CONTACT_INFORMATION,
			NAMES.CHECKOUT_SHIPPING_METHOD,
			NAMES.CHECKOUT_PICKUP_OPTIONS,
			NAMES.CHECKOUT_SHIPPING_ADDRESS,
			NAMES.CHECKOUT_BILLING_ADDRESS,
			NAMES.CHECKOUT_SHIPPING_METHODS,
			NAMES.CHECKOUT_PAYMENT,
			NAMES.CHECKOUT_ADDITIONAL_INFORMATION,
			NAMES.CHECKOUT_ORDER_NOTE,
			NAMES.CHECKOUT_TERMS,
			NAMES.CHECKOUT_ACTIONS,
			NAMES.CHECKOUT_TOTALS,
			NAMES.CHECKOUT_ORDER_SUMMARY,
			NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS,
			NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM,
			NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS,
			NAMES.CHECKOUT_ORDER_SUMMARY_SUBTOTAL,
			NAMES.CHECKOUT_ORDER_SUMMARY_FEE,
			NAMES.CHECKOUT_ORDER_SUMMARY_DISCOUNT,
			NAMES.CHECKOUT_ORDER_SUMMARY_SHIPPING,
			NAMES.CHECKOUT_ORDER_SUMMARY_TAXES,
		] );
	} );

	it( 'given no options › the container is loading and wide, with WooCommerce’s classes and its attributes as data-*', () => {
		const checkout = parse( renderCheckoutBlockMarkup() );
		expect( checkout ).toHaveClass(
			'wp-block-woocommerce-checkout',
			'alignwide',
			'wc-block-checkout',
			'is-loading'
		);
		expect( { ...checkout.dataset } ).toEqual( {
			blockName: 'woocommerce/checkout',
			isPreview: 'false',
			hasDarkControls: 'false',
			showRateAfterTaxName: 'false',
			showFormStepNumbers: 'false',
		} );
	} );

	it( 'given inner blocks › each carries its wrapper class and its non-empty attributes (objects as JSON); texts left empty are not written', () => {
		const checkout = parse( renderCheckoutBlockMarkup() );
		const actions = blockIn( checkout, NAMES.CHECKOUT_ACTIONS );
		expect( actions ).toHaveClass( 'wp-block-woocommerce-checkout-actions-block' );
		expect( actions.dataset ).toMatchObject( {
			cartPageId: '0',
			showReturnToCart: 'false',
			priceSeparator: '·',
		} );
		expect( JSON.parse( actions.dataset.lock! ) ).toEqual( { remove: true, move: true } );
		expect( actions.hasAttribute( 'data-place-order-button-label' ) ).toBe( false );
		expect(
			JSON.parse( blockIn( checkout, NAMES.CHECKOUT_ORDER_NOTE ).dataset.lock! )
		).toEqual( {
			remove: false,
			move: true,
		} );
		expect( blockIn( checkout, NAMES.CHECKOUT_EXPRESS_PAYMENT ).dataset ).toMatchObject( {
			buttonHeight: '48',
			buttonBorderRadius: '4',
		} );
		expect( blockIn( checkout, NAMES.CHECKOUT_TERMS ).dataset ).toMatchObject( {
			checkbox: 'false',
			showSeparator: 'true',
		} );
	} );

	it( 'given attributes and a merchant’s inner block settings › they replace the defaults; a className joins the wrapper class', () => {
		const checkout = parse(
			renderCheckoutBlockMarkup( {
				attributes: { showFormStepNumbers: true, align: 'full' },
				innerBlocks: {
					[ NAMES.CHECKOUT_ACTIONS ]: {
						showReturnToCart: true,
						placeOrderButtonLabel: 'Pagar "ya" <ahora>',
						className: 'is-style-with-price',
					},
				},
				className: 'mi-tienda',
			} )
		);
		expect( checkout.dataset.showFormStepNumbers ).toBe( 'true' );
		expect( checkout ).toHaveClass( 'alignfull', 'mi-tienda' );
		const actions = blockIn( checkout, NAMES.CHECKOUT_ACTIONS );
		expect( actions ).toHaveClass(
			'wp-block-woocommerce-checkout-actions-block',
			'is-style-with-price'
		);
		expect( actions.dataset.showReturnToCart ).toBe( 'true' );
		expect( actions.dataset.placeOrderButtonLabel ).toBe( 'Pagar "ya" <ahora>' );
		expect( actions.querySelector( 'ahora' ) ).toBeNull();
	} );

	it.each( [
		[ 'options that are not an object', 'nope', /expects its options as an object/ ],
		[
			'an unknown attribute',
			{ attributes: { colour: 'red' } },
			/"colour" is not an attribute of woocommerce\/checkout/,
		],
		[
			'a wrongly typed attribute',
			{ attributes: { hasDarkControls: 'yes' } },
			/must be a boolean/,
		],
		[
			'an unknown inner block',
			{ innerBlocks: { 'acme/x': {} } },
			/"acme\/x" is not an inner block/,
		],
		[
			'a wrongly typed inner attribute',
			{ innerBlocks: { [ NAMES.CHECKOUT_TERMS ]: { checkbox: 1 } } },
			/"checkbox" must be a boolean/,
		],
		[ 'a className that is not a string', { className: 3 }, /"className" must be a string/ ],
	] )( 'given %s › throws a TypeError naming it', ( _what, options, message ) => {
		expect( () => renderCheckoutBlockMarkup( options as never ) ).toThrow( TypeError );
		expect( () => renderCheckoutBlockMarkup( options as never ) ).toThrow( message );
	} );
} );

describe( 'the inner blocks’ metadata', () => {
	it( 'names every inner block once, each with a parent that is in the checkout', () => {
		const names = CHECKOUT_INNER_BLOCKS_METADATA.map( ( block ) => block.name );
		expect( new Set( names ).size ).toBe( names.length );
		expect( [ ...names ].sort() ).toEqual(
			Object.values( NAMES )
				.filter( ( name ) => name !== NAMES.CHECKOUT )
				.sort()
		);
		const known = new Set< string >( Object.values( NAMES ) );
		CHECKOUT_INNER_BLOCKS_METADATA.forEach( ( block ) =>
			block.parent.forEach( ( parent ) => expect( known.has( parent ) ).toBe( true ) )
		);
	} );

	it( 'given a name that is not an inner block › getCheckoutInnerBlockMetadata throws', () => {
		expect( () => getCheckoutInnerBlockMetadata( 'woocommerce/cart' ) ).toThrow(
			'"woocommerce/cart" is not an inner block of the Checkout block.'
		);
		expect( getCheckoutInnerBlockMetadata( NAMES.CHECKOUT_PAYMENT ).attributes ).toMatchObject(
			{
				title: { default: '' },
				showStepNumber: { default: true },
			}
		);
	} );
} );
