/** Tests of blocks nested in the cart wrapper: they mount on wc-blocks_render_blocks_frontend and unmount. */

import { useEffect, useRef, useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';

import { registerBlockComponent } from '@cesta/registry';

import { dispatchRenderBlocksFrontend, RENDER_BLOCKS_FRONTEND_EVENT } from '../..';
import type { TopLevelBlockProps } from '../..';
import { mountInAct, registerTestBlock, setPageMarkup, uniqueBlockName } from '../../test/page';

const flushMicrotasks = () => act( async () => undefined );

/** Shows its inner blocks, and fires the render event once shown, as WooCommerce's empty-cart block does. */
const EmptyCart = ( { children }: { children?: ReactNode } ) => {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		dispatchRenderBlocksFrontend( ref.current );
	}, [] );
	return (
		<div ref={ ref } className="wc-block-empty-cart">
			{ children }
		</div>
	);
};

/** Shows its inner blocks while empty; a button stands in for adding and removing items. */
const Cart = ( { children }: TopLevelBlockProps ) => {
	const [ empty, setEmpty ] = useState( true );
	return (
		<div data-testid="cart">
			<button type="button" onClick={ () => setEmpty( ! empty ) }>
				{ empty ? 'Añadir artículo' : 'Vaciar carrito' }
			</button>
			{ empty ? children : <p>Carrito con artículos</p> }
		</div>
	);
};

const NewProducts = ( { attributes }: TopLevelBlockProps ) => (
	<ul data-testid="new-products">
		<li>{ `Novedades (${ String( attributes.columns ) } columnas)` }</li>
	</ul>
);

function registerBlocks() {
	const cart = uniqueBlockName( 'cart' );
	const productNew = uniqueBlockName( 'product-new' );
	registerTestBlock( { name: cart, component: Cart } );
	registerTestBlock( {
		name: productNew,
		component: NewProducts,
		attributes: { columns: { type: 'integer', default: 3 } },
	} );
	registerBlockComponent( {
		blockName: 'woocommerce/empty-cart-block',
		component: EmptyCart,
		context: cart,
	} );
	return { cart, productNew };
}

const productNewMarkup = ( name: string ) =>
	`<div data-block-name="${ name }" data-columns="4" class="wc-block-grid"><p>Cargando novedades…</p></div>`;

describe( 'wc-blocks_render_blocks_frontend', () => {
	it( 'given a block inside our cart’s empty-cart block › mounts it once the empty cart fires the event', async () => {
		const { cart, productNew } = registerBlocks();
		setPageMarkup(
			`<div data-block-name="${ cart }" class="wp-block-woocommerce-cart is-loading"><div data-block-name="woocommerce/empty-cart-block">${ productNewMarkup(
				productNew
			) }</div></div>`
		);
		const mounted = await mountInAct();
		await flushMicrotasks();
		expect( mounted.map( ( block ) => block.blockName ) ).toEqual( [ cart ] );
		expect( screen.getByTestId( 'new-products' ) ).toHaveTextContent(
			'Novedades (4 columnas)'
		);
		expect( screen.queryByText( 'Cargando novedades…' ) ).not.toBeInTheDocument();
		expect(
			screen.getByTestId( 'new-products' ).closest( '.wc-block-empty-cart' )
		).toBeInTheDocument();
	} );

	it( 'given the cart fills and empties again › unmounts the nested block, then mounts it afresh', async () => {
		const { cart, productNew } = registerBlocks();
		setPageMarkup(
			`<div data-block-name="${ cart }" class="wp-block-woocommerce-cart"><div data-block-name="woocommerce/empty-cart-block">${ productNewMarkup(
				productNew
			) }</div></div>`
		);
		await mountInAct();
		await act( async () => screen.getByRole( 'button', { name: 'Añadir artículo' } ).click() );
		expect( screen.queryByTestId( 'new-products' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Carrito con artículos' ) ).toBeInTheDocument();
		await act( async () => screen.getByRole( 'button', { name: 'Vaciar carrito' } ).click() );
		await flushMicrotasks();
		expect( screen.getByTestId( 'new-products' ) ).toHaveTextContent(
			'Novedades (4 columnas)'
		);
	} );

	it( 'given a registered block inside a cart wrapper we do not render › waits for the event, then mounts it', async () => {
		const { productNew } = registerBlocks();
		setPageMarkup(
			`<div class="wp-block-woocommerce-cart"><div class="empty">${ productNewMarkup( productNew ) }</div></div>`
		);
		const [ handle ] = await mountInAct();
		expect( handle!.status ).toBe( 'waiting' );
		expect( screen.getByText( 'Cargando novedades…' ) ).toBeInTheDocument();
		await act( async () => {
			expect( dispatchRenderBlocksFrontend() ).toBe( true );
		} );
		expect( handle!.status ).toBe( 'mounted' );
		expect( screen.getByTestId( 'new-products' ) ).toBeInTheDocument();
		// A second event changes nothing.
		await act( async () => {
			document
				.querySelector( '.wp-block-woocommerce-cart' )!
				.dispatchEvent( new CustomEvent( RENDER_BLOCKS_FRONTEND_EVENT ) );
		} );
		expect( screen.getAllByTestId( 'new-products' ) ).toHaveLength( 1 );
	} );

	it( 'given a waiting block is unmounted › the event no longer mounts it', async () => {
		const { productNew } = registerBlocks();
		setPageMarkup(
			`<div class="wp-block-woocommerce-cart">${ productNewMarkup( productNew ) }</div>`
		);
		const [ handle ] = await mountInAct();
		handle!.unmount();
		await act( async () => {
			dispatchRenderBlocksFrontend();
		} );
		expect( handle!.status ).toBe( 'unmounted' );
		expect( screen.queryByTestId( 'new-products' ) ).not.toBeInTheDocument();
	} );

	it( 'given a top-level block nested in another block outside any cart › mounts it right after its parent, and unmounts it with it', async () => {
		const { productNew } = registerBlocks();
		const page = uniqueBlockName( 'page' );
		registerTestBlock( {
			name: page,
			component: ( { children }: TopLevelBlockProps ) => <article>{ children }</article>,
		} );
		setPageMarkup(
			`<div data-block-name="${ page }">${ productNewMarkup( productNew ) }</div>`
		);
		const [ parent ] = await mountInAct();
		await flushMicrotasks();
		expect( screen.getByTestId( 'new-products' ).closest( 'article' ) ).toBeInTheDocument();
		act( () => parent!.unmount() );
		await flushMicrotasks();
		expect( screen.queryByTestId( 'new-products' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Cargando novedades…' ) ).toBeInTheDocument();
	} );

	it( 'given no cart wrapper on the page › dispatching reports that nobody was told', () => {
		setPageMarkup( '<div class="wp-block-woocommerce-checkout"></div>' );
		expect( dispatchRenderBlocksFrontend() ).toBe( false );
		expect( dispatchRenderBlocksFrontend( document.body.firstElementChild ) ).toBe( false );
	} );
} );
