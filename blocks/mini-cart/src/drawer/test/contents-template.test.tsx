/**
 * The drawer shows the contents template printed with the block, as a theme
 * developer composed it: blocks reordered, removed or relabelled, the
 * title's label, WooCommerce's forced blocks, a WooCommerce host's hidden
 * template part, and hostile markup read as any block markup is.
 */
import { waitFor, within } from '@testing-library/react';

import { PRODUCTS } from '@cesta/test-utils';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../../contents/block-names';
import { renderMiniCartContentsMarkup } from '../../contents/markup';
import type { MiniCartContentsMarkupOptions } from '../../contents/markup';
import { addFromProductCard } from '../../test/helpers';
import { setupDrawerShop } from '../../test/mini-cart-shop';
import { findItemsTable, openFromButton } from './open-from-button';

setupDrawerShop();

declare global {
	interface Window {
		pwned?: unknown;
	}
}

/** The default template as a theme developer changed it in the editor. */
function editedContents(
	edit: ( block: ( name: string ) => HTMLElement ) => void,
	options: MiniCartContentsMarkupOptions = {}
): string {
	const template = document.createElement( 'template' );
	template.innerHTML = renderMiniCartContentsMarkup( options );
	edit( ( name ) => template.content.querySelector( `[data-block-name="${ name }"]` )! );
	return template.innerHTML;
}

const footerLinks = ( dialog: HTMLElement ) =>
	Array.from(
		dialog.querySelectorAll< HTMLAnchorElement >( '.wc-block-mini-cart__footer-actions a' ),
		( link ) => ( { name: link.textContent, href: link.getAttribute( 'href' ) } )
	);

describe( 'given the default template', () => {
	it( 'shows the title, the products, the subtotal and the cart and checkout buttons, in that order', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		const { dialog } = await openFromButton();
		const table = await findItemsTable();
		const heading = within( dialog ).getByRole( 'heading', { name: 'Your cart (2 items)' } );
		const subtotal = within( dialog ).getByText( 'Subtotal' );
		const follows = ( a: Node, b: Node ) =>
			a.compareDocumentPosition( b ) & Node.DOCUMENT_POSITION_FOLLOWING;
		expect( follows( heading, table ) ).toBeTruthy();
		expect( follows( table, subtotal ) ).toBeTruthy();
		expect( within( dialog ).getAllByRole( 'heading' ) ).toHaveLength( 1 );
		expect( footerLinks( dialog ) ).toEqual( [
			{ name: 'View my cart', href: '/carrito/' },
			{ name: 'Go to checkout', href: '/finalizar-compra/' },
		] );
	} );
} );

describe( 'given a template the theme developer changed', () => {
	it( 'given the checkout button moved first, relabelled, and the cart button removed › the footer shows only it', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const contents = editedContents(
			( block ) => {
				block( NAMES.CART_BUTTON ).remove();
				block( NAMES.FOOTER ).prepend( block( NAMES.CHECKOUT_BUTTON ) );
			},
			{
				blockAttributes: {
					[ NAMES.CHECKOUT_BUTTON ]: { checkoutButtonLabel: 'Pagar ahora' },
				},
			}
		);
		const { dialog } = await openFromButton( { contents } );
		await findItemsTable();
		expect( footerLinks( dialog ) ).toEqual( [
			{ name: 'Pagar ahora', href: '/finalizar-compra/' },
		] );
	} );

	it( 'given the buttons’ styles swapped › the cart button is filled and the checkout button outlined', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const contents = renderMiniCartContentsMarkup( {
			blockAttributes: {
				[ NAMES.CART_BUTTON ]: { className: 'is-style-fill' },
				[ NAMES.CHECKOUT_BUTTON ]: { className: 'is-style-outline' },
			},
		} );
		const { dialog } = await openFromButton( { contents } );
		await findItemsTable();
		const cart = within( dialog ).getByRole( 'link', { name: 'View my cart' } );
		const checkout = within( dialog ).getByRole( 'link', { name: 'Go to checkout' } );
		expect( cart ).toHaveClass( 'contained' );
		expect( cart ).not.toHaveClass( 'outlined' );
		expect( checkout ).toHaveClass( 'outlined' );
		expect( checkout ).not.toHaveClass( 'contained' );
	} );

	it( 'given colours picked for a button › it carries the palette classes and the custom colour', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const contents = renderMiniCartContentsMarkup( {
			blockAttributes: {
				[ NAMES.CHECKOUT_BUTTON ]: {
					textColor: 'base',
					style: { color: { background: '#b3261e' } },
				},
			},
		} );
		const { dialog } = await openFromButton( { contents } );
		await findItemsTable();
		const checkout = within( dialog ).getByRole( 'link', { name: 'Go to checkout' } );
		expect( checkout ).toHaveClass( 'has-text-color', 'has-base-color', 'has-background' );
		expect( checkout ).toHaveStyle( { backgroundColor: '#b3261e' } );
	} );

	it( 'given a title label and the counter before it › the title, which names the dialog, follows them', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		const contents = editedContents(
			( block ) => block( NAMES.TITLE ).prepend( block( NAMES.TITLE_ITEMS_COUNTER ) ),
			{ blockAttributes: { [ NAMES.TITLE_LABEL ]: { label: 'Tu cesta' } } }
		);
		const { dialog } = await openFromButton( { contents } );
		await findItemsTable();
		expect( dialog ).toHaveAccessibleName( '(2 items) Tu cesta' );
		expect( within( dialog ).getByRole( 'heading' ) ).toHaveTextContent( '(2 items) Tu cesta' );
	} );

	it( 'given the counter removed › the title is the label alone', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 2 ] ] );
		const contents = editedContents( ( block ) => block( NAMES.TITLE_ITEMS_COUNTER ).remove() );
		const { dialog } = await openFromButton( { contents } );
		await findItemsTable();
		expect( dialog ).toHaveAccessibleName( 'Your cart' );
	} );

	it( 'given the title block removed › no title shows over the products, and the dialog keeps its name', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const contents = editedContents( ( block ) => block( NAMES.TITLE ).remove() );
		const { dialog } = await openFromButton( { contents } );
		await findItemsTable();
		expect( dialog ).toHaveAccessibleName( 'Your cart (1 item)' );
		expect( within( dialog ).getByRole( 'heading' ) ).toHaveClass( 'screen-reader-text' );
	} );

	it( 'given a block added beside the products and the products table removed › shows the block, and the table WooCommerce forces after it', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const contents = editedContents( ( block ) => {
			block( NAMES.PRODUCTS_TABLE ).remove();
			block( NAMES.ITEMS ).innerHTML = '<p class="envio">Envío gratis desde 50 €</p>';
		} );
		const { dialog } = await openFromButton( { contents } );
		const table = await findItemsTable();
		const note = within( dialog ).getByText( 'Envío gratis desde 50 €' );
		expect( note ).toHaveClass( 'envio' );
		expect(
			note.compareDocumentPosition( table ) & Node.DOCUMENT_POSITION_FOLLOWING
		).toBeTruthy();
	} );

	it( 'given an empty view of their own › shows its message and the relabelled, outlined shopping button', async () => {
		const contents = editedContents(
			( block ) => {
				block( NAMES.EMPTY ).firstElementChild!.outerHTML =
					'<h3 class="wp-block-heading">Nada por aquí todavía</h3>';
			},
			{
				blockAttributes: {
					[ NAMES.SHOPPING_BUTTON ]: {
						startShoppingButtonLabel: 'Ver productos',
						className: 'is-style-outline',
					},
				},
			}
		);
		const { dialog } = await openFromButton( { contents } );
		expect(
			await within( dialog ).findByRole( 'heading', { name: 'Nada por aquí todavía' } )
		).toBeVisible();
		expect( within( dialog ).queryByText( 'Your cart is currently empty!' ) ).toBeNull();
		const shop = within( dialog ).getByRole( 'link', { name: 'Ver productos' } );
		expect( shop ).toHaveAttribute( 'href', '/tienda/' );
		expect( shop ).toHaveClass( 'outlined' );
		expect( dialog ).toHaveAccessibleName( 'Your cart (0 items)' );
	} );
} );

describe( 'given a WooCommerce host', () => {
	it( 'given its hidden template-part element instead of a template › the drawer shows that template', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const contents = renderMiniCartContentsMarkup( {
			blockAttributes: { [ NAMES.CART_BUTTON ]: { cartButtonLabel: 'Ver la cesta' } },
		} );
		const { dialog } = await openFromButton( {}, ( wrapper ) => {
			// WooCommerce's server prints the template part inside its hidden drawer markup.
			wrapper.querySelector( 'template' )!.outerHTML =
				`<div class="wc-block-components-drawer__screen-overlay wc-block-components-drawer__screen-overlay--is-hidden" aria-hidden="true"><div class="wc-block-mini-cart__template-part">${ contents }</div></div>`;
		} );
		await findItemsTable();
		expect( footerLinks( dialog )[ 0 ] ).toEqual( { name: 'Ver la cesta', href: '/carrito/' } );
	} );

	it( 'given a page printed without any template › the drawer shows WooCommerce’s default', async () => {
		await addFromProductCard( [ [ PRODUCTS.FAN, 1 ] ] );
		const { dialog } = await openFromButton( {}, ( wrapper ) =>
			wrapper.querySelector( 'template' )!.remove()
		);
		await findItemsTable();
		expect( footerLinks( dialog ).map( ( link ) => link.name ) ).toEqual( [
			'View my cart',
			'Go to checkout',
		] );
	} );
} );

describe( 'given hostile markup in the template', () => {
	afterEach( () => {
		delete window.pwned;
	} );

	it( 'drops scripts, event handlers, javascript: links and nested templates, and runs nothing', async () => {
		const contents = editedContents( ( block ) => {
			block( NAMES.EMPTY ).insertAdjacentHTML(
				'afterbegin',
				'<p class="aviso">Hola<script>window.pwned = "script"</script>' +
					'<img src="x" alt="" onerror="window.pwned = \'onerror\'">' +
					'<a href="javascript:window.pwned = \'link\'">un enlace</a>' +
					'<template><img src="y" onerror="window.pwned = \'template\'"></template></p>'
			);
		} );
		const { dialog } = await openFromButton( { contents } );
		const greeting = await within( dialog ).findByText( /Hola/ );
		expect( greeting ).toHaveClass( 'aviso' );
		expect( dialog.querySelector( 'script, template' ) ).toBeNull();
		const image = dialog.querySelector( '.aviso img' );
		expect( image ).not.toBeNull();
		expect( image ).not.toHaveAttribute( 'onerror' );
		expect( within( dialog ).getByText( 'un enlace' ) ).not.toHaveAttribute( 'href' );
		// The image's error (jsdom does not load it) would have run a kept handler.
		image!.dispatchEvent( new Event( 'error' ) );
		await waitFor( () => expect( window.pwned ).toBeUndefined() );
	} );
} );
