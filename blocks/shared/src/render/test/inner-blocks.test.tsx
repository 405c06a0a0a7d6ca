/** Tests of rendering inner blocks: order, areas, unknown and forced blocks, wrappers, crashes, lazy blocks. */

import { lazy } from '@wordpress/element';
import { render, screen } from '@testing-library/react';

import { innerBlockAreas, registerBlockComponent, registerCheckoutBlock } from '@cesta/registry';
import { captureConsole } from '@cesta/test-utils/dom';

import { createBlockWrapper, renderBlockTree, useInnerBlockArea, useParentBlock } from '../..';
import type { TopLevelBlockProps } from '../..';
import { Area, Probe, setUpTopLevel, Throws, Top, treeOf } from '../../test/blocks';
import { registerTestBlock, setAdmin, uniqueBlockName } from '../../test/page';

describe( 'renderBlockTree › inner blocks', () => {
	it( 'given inner-block markup › renders the registered components in markup order with their data attributes as strings', () => {
		const name = setUpTopLevel();
		registerBlockComponent( {
			blockName: 'woocommerce/filled-cart-block',
			component: Area,
			context: name,
		} );
		registerBlockComponent( { blockName: 'acme/first', component: Probe, context: name } );
		registerBlockComponent( { blockName: 'acme/second', component: Probe, context: name } );
		render(
			renderBlockTree(
				treeOf(
					name,
					`<div data-block-name="woocommerce/filled-cart-block" class="wp-block-filled">
						<div data-block-name="acme/second" data-show-icon="true" data-count="2" class="second"></div>
						<div data-block-name="acme/first" data-label="Nota"></div>
					</div>`,
					'data-has-dark-controls="true"'
				)
			)
		);
		expect( document.querySelector( '.top' ) ).toHaveAttribute(
			'data-attributes',
			'{"hasDarkControls":true}'
		);
		expect( document.querySelector( 'section' ) ).toHaveClass( 'wp-block-filled' );
		expect( screen.getAllByTestId( 'probe' ).map( ( probe ) => probe.textContent ) ).toEqual( [
			'{"showIcon":"true","count":"2","className":"second"}',
			'{"label":"Nota","className":""}',
		] );
	} );

	it( 'given a block registered with registerCheckoutBlock › renders it inside its area', () => {
		const name = setUpTopLevel();
		registerBlockComponent( {
			blockName: innerBlockAreas.CHECKOUT_FIELDS,
			component: Area,
			context: name,
		} );
		const GiftNote = () => <p>Nota de regalo</p>;
		registerCheckoutBlock( {
			metadata: { name: 'acme/gift-note', parent: [ innerBlockAreas.CHECKOUT_FIELDS ] },
			component: GiftNote,
		} );
		render(
			renderBlockTree(
				treeOf(
					name,
					'<div data-block-name="woocommerce/checkout-fields-block"><div data-block-name="acme/gift-note"></div></div>'
				)
			)
		);
		expect( screen.getByText( 'Nota de regalo' ).closest( 'section' ) ).toBeInTheDocument();
	} );

	it( 'given an unknown inner block › warns once, keeps its markup and still renders known blocks inside it', () => {
		const logs = captureConsole();
		const name = setUpTopLevel();
		registerBlockComponent( { blockName: 'acme/known', component: Probe, context: name } );
		render(
			renderBlockTree(
				treeOf(
					name,
					`<div data-block-name="acme/unknown" class="wp-block-acme-unknown"><p>Texto del servidor</p><div data-block-name="acme/known" data-x="1"></div></div>
					<div data-block-name="acme/unknown"></div>`
				)
			)
		);
		expect( screen.getByText( 'Texto del servidor' ).parentElement ).toHaveClass(
			'wp-block-acme-unknown'
		);
		expect( screen.getByTestId( 'probe' ) ).toHaveTextContent( '{"x":"1","className":""}' );
		expect( logs.warn ).toHaveBeenCalledTimes( 1 );
		expect( logs.warn ).toHaveBeenCalledWith(
			expect.stringContaining(
				`Block "acme/unknown" inside "${ name }" has no registered component`
			)
		);
		expect( logs.error ).not.toHaveBeenCalled();
	} );

	it( 'given a forced block missing from its area › appends it after the blocks present', () => {
		const name = setUpTopLevel();
		registerBlockComponent( {
			blockName: innerBlockAreas.CHECKOUT_TOTALS,
			component: Area,
			context: name,
		} );
		registerBlockComponent( {
			blockName: 'acme/present',
			component: () => <p>Presente</p>,
			context: name,
		} );
		registerCheckoutBlock( {
			metadata: { name: 'acme/forced-terms', parent: innerBlockAreas.CHECKOUT_TOTALS },
			component: () => <p>Forzado</p>,
			force: true,
		} );
		registerCheckoutBlock( {
			metadata: { name: 'acme/optional', parent: innerBlockAreas.CHECKOUT_TOTALS },
			component: () => <p>Opcional</p>,
		} );
		render(
			renderBlockTree(
				treeOf(
					name,
					'<div data-block-name="woocommerce/checkout-totals-block"><div data-block-name="acme/present"></div></div>'
				)
			)
		);
		expect(
			Array.from( document.querySelectorAll( 'section p' ), ( p ) => p.textContent )
		).toEqual( [ 'Presente', 'Forzado' ] );
	} );

	it( 'given a forced block already in the markup, inside a plain wrapper › renders it once', () => {
		const name = setUpTopLevel();
		registerBlockComponent( {
			blockName: innerBlockAreas.CHECKOUT_TOTALS,
			component: Area,
			context: name,
		} );
		registerCheckoutBlock( {
			metadata: { name: 'acme/forced-once', parent: innerBlockAreas.CHECKOUT_TOTALS },
			component: () => <p>Una vez</p>,
			force: true,
		} );
		render(
			renderBlockTree(
				treeOf(
					name,
					'<div data-block-name="woocommerce/checkout-totals-block"><div class="group"><div data-block-name="acme/forced-once"></div></div></div>'
				)
			)
		);
		expect( screen.getAllByText( 'Una vez' ) ).toHaveLength( 1 );
	} );

	it( 'given a blockWrapper › gives every registered inner block the extra props', () => {
		const name = setUpTopLevel( {
			blockWrapper: createBlockWrapper( ( blockName ) => ( {
				extensions: { acme: { wrapped: blockName } },
				cart: { itemsCount: 2 },
			} ) ),
		} );
		registerBlockComponent( { blockName: 'acme/probe', component: Probe, context: name } );
		render(
			renderBlockTree( treeOf( name, '<div data-block-name="acme/probe" data-x="1"></div>' ) )
		);
		expect( JSON.parse( screen.getByTestId( 'probe' ).textContent! ) ).toEqual( {
			x: '1',
			className: '',
			extensions: { acme: { wrapped: 'acme/probe' } },
			cart: { itemsCount: 2 },
		} );
	} );

	it( 'given inner blocks in an area › tells each which block holds it, its top-level block and its area', () => {
		const seen: unknown[] = [];
		const Spy = ( { label }: { label?: string } ) => {
			seen.push( { label, parent: useParentBlock(), area: useInnerBlockArea() } );
			return null;
		};
		const TopSpy = ( props: TopLevelBlockProps ) => {
			seen.push( { label: 'top', parent: useParentBlock() } );
			return <>{ props.children }</>;
		};
		const topName = uniqueBlockName( 'checkout' );
		registerTestBlock( { name: topName, component: TopSpy } );
		registerBlockComponent( {
			blockName: innerBlockAreas.CHECKOUT_FIELDS,
			component: Area,
			context: topName,
		} );
		registerBlockComponent( { blockName: 'acme/wrapper', component: Area, context: topName } );
		registerBlockComponent( { blockName: 'acme/spy', component: Spy, context: topName } );
		render(
			renderBlockTree(
				treeOf(
					topName,
					`<div data-block-name="acme/spy" data-label="outside"></div>
					<div data-block-name="woocommerce/checkout-fields-block"><div data-block-name="acme/wrapper"><div data-block-name="acme/spy" data-label="deep"></div></div></div>`
				)
			)
		);
		expect( seen ).toEqual( [
			{ label: 'top', parent: null },
			{
				label: 'outside',
				parent: { parentBlockName: topName, rootBlockName: topName, area: null },
				area: null,
			},
			{
				label: 'deep',
				parent: {
					parentBlockName: 'acme/wrapper',
					rootBlockName: topName,
					area: innerBlockAreas.CHECKOUT_FIELDS,
				},
				area: innerBlockAreas.CHECKOUT_FIELDS,
			},
		] );
	} );

	it( 'given a shopper › when a plugin inner block crashes › shows its panel and the rest of the cart', () => {
		captureConsole();
		const name = setUpTopLevel();
		registerBlockComponent( { blockName: 'acme/broken', component: Throws, context: name } );
		registerBlockComponent( {
			blockName: 'acme/fine',
			component: () => <p>Total: 40,00 €</p>,
			context: name,
		} );
		render(
			renderBlockTree(
				treeOf(
					name,
					'<div data-block-name="acme/broken"></div><div data-block-name="acme/fine"></div>'
				)
			)
		);
		expect( screen.getByText( 'Total: 40,00 €' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Oops!Unexpected error in: acme/broken'
		);
		expect( screen.getByRole( 'alert' ) ).not.toHaveTextContent( 'gift note broke' );
	} );

	it( 'given an administrator › when an inner block crashes › shows the error details', () => {
		captureConsole();
		setAdmin( true );
		const name = setUpTopLevel();
		registerBlockComponent( { blockName: 'acme/broken', component: Throws, context: name } );
		render( renderBlockTree( treeOf( name, '<div data-block-name="acme/broken"></div>' ) ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Error: gift note broke' );
	} );

	it( 'given lazy blocks › shows a placeholder, then the blocks', async () => {
		const name = uniqueBlockName( 'cart' );
		registerTestBlock( {
			name,
			component: lazy( () => Promise.resolve( { default: Top } ) ),
		} );
		registerBlockComponent( {
			blockName: 'acme/lazy',
			component: lazy( () => Promise.resolve( { default: () => <p>Cargado</p> } ) ),
			context: name,
		} );
		const { container } = render(
			renderBlockTree( treeOf( name, '<div data-block-name="acme/lazy"></div>' ) )
		);
		expect( container.querySelector( '.wc-block-placeholder' ) ).toBeInTheDocument();
		expect( await screen.findByText( 'Cargado' ) ).toBeInTheDocument();
		expect( container.querySelector( '.wc-block-placeholder' ) ).not.toBeInTheDocument();
	} );
} );
