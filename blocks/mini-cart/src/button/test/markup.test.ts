/**
 * The server markup of the Mini-Cart: WooCommerce's classes, every
 * attribute, the count and total of a cart, the cart and checkout pages, and
 * options that are wrong.
 */
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';
import { cartWithItems } from '@cesta/test-utils';

import { renderMiniCartMarkup } from '../markup';
import { badgeOf, buttonOf, printMiniCart, setupShopSettings } from '../../test/helpers';

setupShopSettings();

const amountOf = ( wrapper: HTMLElement ) =>
	wrapper.querySelector< HTMLElement >( '.wc-block-mini-cart__amount' );

describe( 'given the default attributes', () => {
	it( 'prints WooCommerce’s wrapper with the attributes as data and the cart page link', () => {
		const wrapper = printMiniCart();
		expect( wrapper.dataset.blockName ).toBe( 'woocommerce/mini-cart' );
		expect( wrapper ).toHaveClass( 'wc-block-mini-cart', 'wp-block-woocommerce-mini-cart' );
		expect( wrapper.dataset ).toMatchObject( {
			miniCartIcon: 'cart',
			hasHiddenPrice: 'true',
			cartAndCheckoutRenderStyle: 'hidden',
			productCountVisibility: 'greater_than_zero',
			isPreview: 'false',
			cartUrl: '/carrito/',
		} );
		expect( wrapper.hasAttribute( 'data-price-color' ) ).toBe( false );
	} );

	it( 'prints a button named by the count, with the badge hidden at 0 and no total', () => {
		const wrapper = printMiniCart();
		const button = buttonOf( wrapper );
		expect( button ).toHaveClass( 'wc-block-mini-cart__button' );
		expect( button ).toHaveAttribute( 'type', 'button' );
		expect( button ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( button ).toHaveAccessibleName( '0 items in cart' );
		expect( badgeOf( wrapper ) ).toEqual( { text: '0', hidden: true } );
		expect( amountOf( wrapper ) ).toBeNull();
	} );

	it( 'given a count › shows it in the badge and the name', () => {
		const wrapper = printMiniCart( { itemsCount: 1 } );
		expect( badgeOf( wrapper ) ).toEqual( { text: '1', hidden: false } );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '1 item in cart' );
	} );

	it( 'given a cart › takes its count and total', () => {
		const cart = cartWithItems();
		const wrapper = printMiniCart( { cart, attributes: { hasHiddenPrice: false } } );
		expect( badgeOf( wrapper ).text ).toBe( String( cart.items_count ) );
		expect( amountOf( wrapper )?.textContent ).toMatch( /^€\d/ );
	} );
} );

describe( 'hasHiddenPrice', () => {
	it( 'given false › shows the total beside the icon and says it in the name', () => {
		const wrapper = printMiniCart( {
			itemsCount: 2,
			total: '€79.98',
			attributes: { hasHiddenPrice: false },
		} );
		expect( amountOf( wrapper ) ).toHaveTextContent( '€79.98' );
		expect( amountOf( wrapper ) ).toBeVisible();
		expect( buttonOf( wrapper ) ).toHaveAccessibleName(
			'2 items in cart, total price of €79.98'
		);
	} );

	it( 'given false and no known total › keeps an empty, hidden place for it', () => {
		const wrapper = printMiniCart( { itemsCount: 2, attributes: { hasHiddenPrice: false } } );
		expect( amountOf( wrapper )?.hidden ).toBe( true );
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '2 items in cart' );
	} );

	it( 'given true › prints no total even when one is known', () => {
		const wrapper = printMiniCart( { itemsCount: 2, total: '€79.98' } );
		expect( amountOf( wrapper ) ).toBeNull();
		expect( buttonOf( wrapper ) ).toHaveAccessibleName( '2 items in cart' );
	} );
} );

describe( 'productCountVisibility', () => {
	it.each( [
		[ 'always', 0, false ],
		[ 'always', 3, false ],
		[ 'greater_than_zero', 0, true ],
		[ 'greater_than_zero', 3, false ],
		[ 'never', 0, true ],
		[ 'never', 3, true ],
	] as const )(
		'given %s and %d items › the badge hidden is %s',
		( visibility, count, hidden ) => {
			const wrapper = printMiniCart( {
				itemsCount: count,
				attributes: { productCountVisibility: visibility },
			} );
			expect( badgeOf( wrapper ) ).toEqual( { text: String( count ), hidden } );
		}
	);
} );

describe( 'miniCartIcon and the colours', () => {
	it( 'draws the chosen icon, hidden from assistive technology', () => {
		const cart = printMiniCart().querySelector( 'svg' )!;
		const bag = printMiniCart( { attributes: { miniCartIcon: 'bag' } } ).querySelector(
			'svg'
		)!;
		expect( cart ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( cart ).toHaveAttribute( 'focusable', 'false' );
		expect( cart.innerHTML ).not.toBe( bag.innerHTML );
	} );

	it( 'colours the icon, the total and the badge, and keeps the colours as data', () => {
		const wrapper = printMiniCart( {
			itemsCount: 1,
			total: '€1.00',
			attributes: {
				hasHiddenPrice: false,
				iconColor: { color: '#111111', slug: 'contrast' },
				priceColor: { color: '#222222' },
				productCountColor: { color: '#333333' },
			},
		} );
		expect( wrapper.querySelector( 'svg' ) ).toHaveAttribute( 'style', 'color:#111111' );
		expect( amountOf( wrapper ) ).toHaveAttribute( 'style', 'color:#222222' );
		expect( wrapper.querySelector( '.wc-block-mini-cart__badge' ) ).toHaveAttribute(
			'style',
			'background-color:#333333'
		);
		expect( JSON.parse( wrapper.dataset.iconColor! ) ).toEqual( {
			color: '#111111',
			slug: 'contrast',
		} );
	} );
} );

describe( 'cartAndCheckoutRenderStyle', () => {
	it( 'given removed on the cart or checkout page › prints nothing', () => {
		expect(
			renderMiniCartMarkup( {
				isCartOrCheckoutPage: true,
				attributes: { cartAndCheckoutRenderStyle: 'removed' },
			} )
		).toBe( '' );
	} );

	it( 'given hidden on the cart or checkout page › keeps its place, hidden and disabled', () => {
		const wrapper = printMiniCart( { isCartOrCheckoutPage: true, itemsCount: 2 } );
		expect( wrapper ).toHaveStyle( { visibility: 'hidden' } );
		expect( wrapper ).toHaveAttribute( 'aria-hidden', 'true' );
		expect( buttonOf( wrapper ) ).toBeDisabled();
	} );

	it( 'given removed on another page › prints the block as usual', () => {
		const wrapper = printMiniCart( { attributes: { cartAndCheckoutRenderStyle: 'removed' } } );
		expect( buttonOf( wrapper ) ).toBeEnabled();
		expect( wrapper ).not.toHaveAttribute( 'aria-hidden' );
	} );
} );

describe( 'options', () => {
	it( 'escapes the cart link and the class names', () => {
		const wrapper = printMiniCart( { cartUrl: '/carrito/?a="1"&b=2', className: 'my-cart' } );
		expect( wrapper.dataset.cartUrl ).toBe( '/carrito/?a="1"&b=2' );
		expect( wrapper ).toHaveClass( 'my-cart' );
	} );

	it.each( [
		[ { attributes: { hasHiddenPrice: 'no' } }, /hasHiddenPrice" must be boolean/ ],
		[ { attributes: { colour: 'red' } }, /"colour" must be a known attribute/ ],
		[ { itemsCount: -1 }, /itemsCount must be a whole number/ ],
		[ { itemsCount: 1.5 }, /itemsCount must be a whole number/ ],
	] )( 'given %j › throws a TypeError', ( options, message ) => {
		expect( () => renderMiniCartMarkup( options as never ) ).toThrow(
			expect.objectContaining( {
				name: 'TypeError',
				message: expect.stringMatching( message ),
			} )
		);
	} );
} );

describe( 'given the Spanish shop (es_ES)', () => {
	beforeAll( () => {
		expect( loadTranslations( 'es_ES' ) ).toBe( true );
	} );
	afterAll( () => resetLocaleData( undefined, 'cesta' ) );

	it( 'names the button in Spanish, singular and plural', () => {
		expect( buttonOf( printMiniCart( { itemsCount: 1 } ) ) ).toHaveAccessibleName(
			'1 artículo en el carrito'
		);
		expect(
			buttonOf(
				printMiniCart( {
					itemsCount: 3,
					total: '€9.00',
					attributes: { hasHiddenPrice: false },
				} )
			)
		).toHaveAccessibleName( '3 artículos en el carrito, precio total de €9.00' );
	} );
} );
