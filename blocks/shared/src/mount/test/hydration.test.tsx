/** Tests of hydration: server-rendered containers hydrate without mismatch, unmarked ones render afresh. */

import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';

import { registerBlockComponent } from '@cesta/registry';
import { captureConsole } from '@cesta/test-utils/dom';

import { hydratableBlockContent, parseBlockMarkup, renderBlockTree } from '../..';
import type { TopLevelBlockProps } from '../..';
import { mountInAct, registerTestBlock, setPageMarkup, uniqueBlockName } from '../../test/page';

const Cart = ( { attributes, children }: TopLevelBlockProps ) => (
	<div className="wc-block-cart" data-dark={ String( attributes.hasDarkControls ) }>
		{ children }
	</div>
);

const Counter = ( { label }: { label?: string } ) => {
	const [ count, setCount ] = useState( 0 );
	return (
		<button type="button" onClick={ () => setCount( count + 1 ) }>
			{ `${ label } ${ count }` }
		</button>
	);
};

const Section = ( { className, children }: { className?: string; children?: ReactNode } ) => (
	<section className={ className }>{ children }</section>
);

const Banner = ( { attributes }: TopLevelBlockProps ) => (
	<p data-testid="banner">{ `Envío gratis desde ${ String( attributes.amount ) } €` }</p>
);

function registerBlocks() {
	const cart = uniqueBlockName( 'cart' );
	const banner = uniqueBlockName( 'banner' );
	registerTestBlock( {
		name: cart,
		component: Cart,
		attributes: { hasDarkControls: { type: 'boolean', default: false } },
	} );
	registerTestBlock( { name: banner, component: Banner } );
	registerBlockComponent( { blockName: 'acme/section', component: Section, context: cart } );
	registerBlockComponent( { blockName: 'acme/counter', component: Counter, context: cart } );
	return { cart, banner };
}

const savedMarkup = ( banner: string ) =>
	'<div data-block-name="acme/section" class="wp-block-acme-section">' +
	'<h2 class="title">Tu carrito</h2>' +
	'<div data-block-name="acme/counter" data-label="Artículos"></div>' +
	'<table><tbody><tr><td colspan="2" style="text-align: right">40,00 €</td></tr></tbody></table>' +
	'<svg viewBox="0 0 24 24" aria-hidden="true"><path fill-rule="evenodd" d="M0 0h24v24H0z"></path></svg>' +
	`<div data-block-name="${ banner }" data-amount="50"><p>Envío gratis</p></div>` +
	'</div>';

/** What a host does on its server: render the saved markup with our renderer and mark the container. */
function serverRender( container: Element ): void {
	const saved = container.innerHTML;
	const renderedHtml = renderToString( renderBlockTree( parseBlockMarkup( container ) ) );
	container.setAttribute( 'data-cesta-hydrate', 'true' );
	container.innerHTML = hydratableBlockContent( { savedMarkup: saved, renderedHtml } );
}

describe( 'hydration', () => {
	it( 'given a container a host server-rendered with renderBlockTree › hydrates the same DOM without mismatch warnings', async () => {
		const { cart, banner } = registerBlocks();
		setPageMarkup(
			`<div data-block-name="${ cart }" data-has-dark-controls="true" class="wp-block-acme-cart is-loading">${ savedMarkup(
				banner
			) }</div>`
		);
		const container = document.body.firstElementChild as HTMLElement;
		serverRender( container );
		const serverButton = screen.getByRole( 'button', { name: 'Artículos 0' } );
		const error = jest.spyOn( console, 'error' );
		const warn = jest.spyOn( console, 'warn' );
		const onRecoverableError = jest.fn();

		const [ handle ] = await mountInAct( document, { onRecoverableError } );
		await act( async () => undefined );

		expect( handle!.hydrated ).toBe( true );
		expect( error ).not.toHaveBeenCalled();
		expect( warn ).not.toHaveBeenCalled();
		expect( onRecoverableError ).not.toHaveBeenCalled();
		// Hydration adopts the server's nodes instead of replacing them.
		expect( screen.getByRole( 'button', { name: 'Artículos 0' } ) ).toBe( serverButton );
		expect( container ).not.toHaveClass( 'is-loading' );
		expect( container.querySelector( '.wc-block-cart' ) ).toHaveAttribute(
			'data-dark',
			'true'
		);
		act( () => serverButton.click() );
		expect( serverButton ).toHaveTextContent( 'Artículos 1' );
		// The nested top-level block is mounted into its island after hydration.
		expect( screen.getByTestId( 'banner' ) ).toHaveTextContent( 'Envío gratis desde 50 €' );
	} );

	it( 'given a hydrated block is unmounted › puts the server HTML back', async () => {
		const { cart, banner } = registerBlocks();
		setPageMarkup( `<div data-block-name="${ cart }">${ savedMarkup( banner ) }</div>` );
		const container = document.body.firstElementChild as HTMLElement;
		serverRender( container );
		const serverHtml = container.innerHTML;
		const [ handle ] = await mountInAct();
		act( () => handle!.unmount() );
		expect( container.innerHTML ).toBe( serverHtml );
	} );

	it( 'given a container without the hydrate marker › renders afresh, as WooCommerce does', async () => {
		const { cart, banner } = registerBlocks();
		setPageMarkup( `<div data-block-name="${ cart }">${ savedMarkup( banner ) }</div>` );
		const [ handle ] = await mountInAct();
		expect( handle!.hydrated ).toBe( false );
		expect( screen.getByRole( 'button', { name: 'Artículos 0' } ) ).toBeInTheDocument();
		expect( document.querySelector( '[data-block-name="acme/counter"]' ) ).toBeNull();
	} );

	it( 'given the marker without the saved markup template › warns and renders afresh from the children', async () => {
		const logs = captureConsole();
		const { cart, banner } = registerBlocks();
		setPageMarkup(
			`<div data-block-name="${ cart }" data-cesta-hydrate="true">${ savedMarkup( banner ) }</div>`
		);
		const [ handle ] = await mountInAct();
		expect( handle!.hydrated ).toBe( false );
		expect( logs.warn ).toHaveBeenCalledWith(
			`Block "${ cart }" is marked data-cesta-hydrate="true" but lacks a child <template data-cesta-block-markup> and a child element with data-cesta-block-root; it is rendered without hydration.`
		);
		expect( screen.getByRole( 'button', { name: 'Artículos 0' } ) ).toBeInTheDocument();
	} );

	it( 'given the marker with only the template › renders afresh from the template', async () => {
		const logs = captureConsole();
		const { cart, banner } = registerBlocks();
		setPageMarkup(
			`<div data-block-name="${ cart }" data-cesta-hydrate="true"><template data-cesta-block-markup>${ savedMarkup(
				banner
			) }</template><p>stale server HTML</p></div>`
		);
		const [ handle ] = await mountInAct();
		expect( handle!.hydrated ).toBe( false );
		expect( logs.warn ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByRole( 'button', { name: 'Artículos 0' } ) ).toBeInTheDocument();
		expect( screen.queryByText( 'stale server HTML' ) ).not.toBeInTheDocument();
	} );

	it( 'given hydratableBlockContent › lays out the template and the hydration root', () => {
		expect(
			hydratableBlockContent( {
				savedMarkup: '<div data-block-name="a/b"></div>',
				renderedHtml: '<p>x</p>',
			} )
		).toBe(
			'<template data-cesta-block-markup><div data-block-name="a/b"></div></template><div data-cesta-block-root><p>x</p></div>'
		);
	} );
} );
