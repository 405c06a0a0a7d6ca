/**
 * The markup of the drawer's contents: WooCommerce's default template as
 * the server prints it, the host's overrides, and the template waiting
 * inert in the Mini-Cart's markup until the drawer mounts it.
 */
import { resetLocaleData } from '@wordpress/i18n';

import { loadTranslations } from '@cesta/i18n';

import { printMiniCart, setupShopSettings } from '../../test/helpers';
import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../block-names';
import { renderMiniCartContentsMarkup } from '../markup';

setupShopSettings();

const parse = ( html: string ): HTMLElement => {
	const host = document.createElement( 'div' );
	host.innerHTML = html;
	return host;
};

const blockNamesIn = ( root: ParentNode ): string[] =>
	Array.from( root.querySelectorAll< HTMLElement >( '[data-block-name]' ), ( element ) =>
		element.getAttribute( 'data-block-name' )!
	);

const block = ( root: ParentNode, name: string ): HTMLElement =>
	root.querySelector< HTMLElement >( `[data-block-name="${ name }"]` )!;

const templateOf = ( wrapper: HTMLElement ): HTMLTemplateElement | null =>
	wrapper.querySelector( 'template.wc-block-mini-cart__template-part' );

describe( 'renderMiniCartContentsMarkup', () => {
	it( 'given no options › prints WooCommerce’s default template, its blocks in order', () => {
		expect( blockNamesIn( parse( renderMiniCartContentsMarkup() ) ) ).toEqual( [
			NAMES.CONTENTS,
			NAMES.FILLED,
			NAMES.TITLE,
			NAMES.TITLE_LABEL,
			NAMES.TITLE_ITEMS_COUNTER,
			NAMES.ITEMS,
			NAMES.PRODUCTS_TABLE,
			NAMES.FOOTER,
			NAMES.CART_BUTTON,
			NAMES.CHECKOUT_BUTTON,
			NAMES.EMPTY,
			NAMES.SHOPPING_BUTTON,
		] );
	} );

	it( 'given no options › each block carries its block.json defaults as data and WordPress’s class', () => {
		const root = parse( renderMiniCartContentsMarkup() );
		expect( block( root, NAMES.CONTENTS ).dataset ).toMatchObject( {
			lock: '{"remove":true,"move":true}',
			width: '480px',
		} );
		expect( block( root, NAMES.PRODUCTS_TABLE ).dataset.lock ).toBe(
			'{"remove":true,"move":false}'
		);
		expect( block( root, NAMES.CART_BUTTON ).dataset ).toMatchObject( {
			lock: '{"remove":false,"move":false}',
			cartButtonLabel: '',
		} );
		expect( block( root, NAMES.TITLE_LABEL ).dataset.label ).toBe( '' );
		expect( block( root, NAMES.FOOTER ) ).toHaveClass(
			'wp-block-woocommerce-mini-cart-footer-block'
		);
	} );

	it( 'given no options › the empty view says the cart is empty before its shopping button', () => {
		const empty = block( parse( renderMiniCartContentsMarkup() ), NAMES.EMPTY );
		expect( empty.firstElementChild ).toHaveClass( 'has-text-align-center' );
		expect( empty.firstElementChild ).toHaveTextContent( 'Your cart is currently empty!' );
		expect( empty.lastElementChild?.getAttribute( 'data-block-name' ) ).toBe(
			NAMES.SHOPPING_BUTTON
		);
	} );

	it( 'given the Spanish locale › prints the empty view’s message in Spanish', () => {
		expect( loadTranslations( 'es_ES' ) ).toBe( true );
		try {
			expect(
				block( parse( renderMiniCartContentsMarkup() ), NAMES.EMPTY )
			).toHaveTextContent( '¡Tu carrito está vacío!' );
		} finally {
			resetLocaleData( undefined, 'cesta' );
		}
	} );

	it( 'given attributes of some blocks › prints them, escaped, and a block style as a class', () => {
		const root = parse(
			renderMiniCartContentsMarkup( {
				blockAttributes: {
					[ NAMES.CHECKOUT_BUTTON ]: {
						checkoutButtonLabel: 'Pagar "ya"',
						className: 'is-style-outline',
					},
					[ NAMES.TITLE_LABEL ]: { label: 'Tu cesta' },
				},
			} )
		);
		const checkout = block( root, NAMES.CHECKOUT_BUTTON );
		expect( checkout.dataset.checkoutButtonLabel ).toBe( 'Pagar "ya"' );
		expect( checkout ).toHaveClass( 'is-style-outline' );
		expect( block( root, NAMES.TITLE_LABEL ).dataset.label ).toBe( 'Tu cesta' );
		expect( block( root, NAMES.CART_BUTTON ).dataset.cartButtonLabel ).toBe( '' );
	} );

	it.each( [
		[ 'blockAttributes that is not an object', { blockAttributes: 'x' } ],
		[ 'a block that is not in the template', { blockAttributes: { 'woocommerce/cart': {} } } ],
		[ 'attributes that are not an object', { blockAttributes: { [ NAMES.FOOTER ]: [ 1 ] } } ],
	] )( 'given %s › throws a TypeError', ( _, options ) => {
		expect( () =>
			renderMiniCartContentsMarkup(
				options as Parameters< typeof renderMiniCartContentsMarkup >[ 0 ]
			)
		).toThrow( TypeError );
	} );
} );

describe( 'the contents in the Mini-Cart’s markup', () => {
	it( 'given the default › waits in an inert template after the button: nothing of it is in the page', () => {
		const wrapper = printMiniCart( { itemsCount: 2 } );
		const template = templateOf( wrapper );
		expect( template ).not.toBeNull();
		expect( wrapper.lastElementChild ).toBe( template );
		expect( blockNamesIn( template!.content ) ).toEqual(
			blockNamesIn( parse( renderMiniCartContentsMarkup() ) )
		);
		// A template's content is not part of the document: no block, no text, no link.
		expect( document.querySelector( `[data-block-name="${ NAMES.CONTENTS }"]` ) ).toBeNull();
		expect( document.body ).not.toHaveTextContent( 'Your cart is currently empty!' );
	} );

	it( 'given the host’s contents › prints those instead', () => {
		const contents = renderMiniCartContentsMarkup( {
			blockAttributes: { [ NAMES.CART_BUTTON ]: { cartButtonLabel: 'Ver la cesta' } },
		} );
		const template = templateOf( printMiniCart( { contents } ) )!;
		expect( block( template.content, NAMES.CART_BUTTON ).dataset.cartButtonLabel ).toBe(
			'Ver la cesta'
		);
	} );

	it( 'given contents that close the template early › the rest stays inert: no script, no handler reaches the page', () => {
		const wrapper = printMiniCart( {
			contents:
				'<div data-block-name="woocommerce/mini-cart-contents"></div></template><script>window.pwned = true;</script><img src="x" onerror="window.pwned = true"><TEMPLATE>',
		} );
		expect( document.querySelector( 'script' ) ).toBeNull();
		expect( document.querySelector( 'img' ) ).toBeNull();
		expect( wrapper.querySelectorAll( 'template' ) ).toHaveLength( 1 );
		expect( wrapper.lastElementChild ).toBe( templateOf( wrapper ) );
	} );

	it.each( [
		[ 'an editor preview', { attributes: { isPreview: true } } ],
		[ 'the cart page', { isCartOrCheckoutPage: true } ],
	] )( 'given %s › prints no contents (no drawer opens there)', ( _, options ) => {
		expect( templateOf( printMiniCart( options ) ) ).toBeNull();
	} );

	it( 'given contents that are not a string › throws a TypeError', () => {
		expect( () => printMiniCart( { contents: 42 as unknown as string } ) ).toThrow( TypeError );
	} );
} );
