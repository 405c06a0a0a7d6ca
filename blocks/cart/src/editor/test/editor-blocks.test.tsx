/**
 * Issue 13, the Cart in the block editor (jsdom, the real
 * `@wordpress/blocks` and `@wordpress/block-editor`): every block registers
 * from its block.json; the edit renders the sample cart without a Store API
 * request; an extension block goes only into its area; a forced block is
 * added and cannot be removed; the saved template mounts to the same tree
 * as the markup writer's output.
 */
import {
	createBlocksFromInnerBlocksTemplate,
	getBlockType,
	serialize,
	unregisterBlockType,
} from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { setPreviewCartLoader } from '@cesta/cart-checkout-shared';
import { createPreviewCart } from '@cesta/mocks/preview';
import { guardAgainstNetwork } from '@cesta/test-utils';
import {
	EDITOR_WAIT,
	editorActions,
	editorSelectors,
	findEditorBlock,
	registerTestExtensionBlock,
	renderBlockEditor,
} from '@cesta/test-utils/editor';

import { CART_BLOCK_NAMES as NAMES } from '../../block-names';
import { renderCartBlockMarkup } from '../../markup';
import { cartTemplate } from '../../template';
import { CART_BLOCK_JSON, CART_INNER_BLOCKS_JSON } from '../block-json';
import { registerCartEditorBlocks } from '../register-cart-editor-blocks';

const network = guardAgainstNetwork();

const editor = editorSelectors;

const SAMPLE_LINES = [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ];
const EXTENSION_BLOCK = 'acme/gift-note';
const FORCED_BLOCK = 'acme/terms-note';

const Note = () => <p className="acme-note">Nota</p>;

const registerExtensionBlock = ( name: string, area: string, force: boolean ) =>
	registerTestExtensionBlock( { name, area, rootBlockName: NAMES.CART, component: Note, force } );

const cartBlocks = ( attributes: Record< string, unknown > = {} ): Block[] =>
	createBlocksFromInnerBlocksTemplate( [ [ NAMES.CART, attributes, cartTemplate() ] ] );

const renderEditor = renderBlockEditor;

const SLOW = EDITOR_WAIT;
jest.setTimeout( 40000 );

const findBlock = findEditorBlock;

const sampleCartShown = () =>
	waitFor(
		() =>
			SAMPLE_LINES.forEach( ( line ) =>
				expect( screen.getAllByText( line ).length ).toBeGreaterThan( 0 )
			),
		SLOW
	);

beforeAll( () => registerCartEditorBlocks() );

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the Cart in the block editor', () => {
	it( 'given registerCartEditorBlocks › every block is registered from its block.json, once', () => {
		registerCartEditorBlocks();
		for ( const metadata of [ CART_BLOCK_JSON, ...CART_INNER_BLOCKS_JSON ] ) {
			const type = getBlockType( metadata.name )!;
			expect( type ).toMatchObject( {
				name: metadata.name,
				title: metadata.title,
				description: metadata.description,
				category: 'woocommerce',
				apiVersion: 3,
			} );
			expect( type.parent ).toEqual( metadata.parent );
			expect( type.attributes ).toMatchObject( metadata.attributes! );
		}
		expect( getBlockType( NAMES.CART_LINE_ITEMS )!.supports ).toMatchObject( {
			inserter: false,
		} );
	} );

	it( 'given a new Cart block › its edit shows the sample cart in the real layout without a Store API request', async () => {
		renderEditor( cartBlocks() );
		await sampleCartShown();
		expect( screen.getAllByText( 'Proceed to Checkout' ).length ).toBeGreaterThan( 0 );
		expect( document.querySelector( '.wc-block-cart__sidebar' ) ).not.toBeNull();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the filled and empty views › the filled cart shows, with every block inside it, and the empty cart waits for its view', async () => {
		renderEditor( cartBlocks() );
		await sampleCartShown();
		SAMPLE_LINES.forEach( ( line ) =>
			expect( screen.getAllByText( line )[ 0 ] ).toBeVisible()
		);
		expect( screen.getAllByText( 'Proceed to Checkout' )[ 0 ] ).toBeVisible();
		expect( screen.getByText( 'Your cart is currently empty!' ) ).not.toBeVisible();
	} );

	it( "given an empty Cart block › it gets WooCommerce's template from its block type", async () => {
		renderEditor( createBlocksFromInnerBlocksTemplate( [ [ NAMES.CART ] ] ) );
		await sampleCartShown();
		const cart = ( editor().getBlocks() as Block[] )[ 0 ]!;
		expect( cart.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			NAMES.FILLED_CART,
			NAMES.EMPTY_CART,
		] );
		expect( serialize( [ cart ] ) ).toBe( serialize( cartBlocks() ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( "given the template's locks › the layout blocks cannot be removed, the optional ones can", async () => {
		renderEditor( cartBlocks() );
		await sampleCartShown();
		expect( editor().canRemoveBlock( findBlock( NAMES.CART_LINE_ITEMS )!.clientId ) ).toBe(
			false
		);
		expect( editor().canRemoveBlock( findBlock( NAMES.CART_TOTALS )!.clientId ) ).toBe( false );
		expect( editor().canRemoveBlock( findBlock( NAMES.CART_CROSS_SELLS )!.clientId ) ).toBe(
			true
		);
		expect(
			editor().canRemoveBlock( findBlock( NAMES.CART_ORDER_SUMMARY_COUPON_FORM )!.clientId )
		).toBe( true );
	} );

	describe( 'given extension blocks registered with registerCheckoutBlock', () => {
		beforeAll( () => {
			registerExtensionBlock( EXTENSION_BLOCK, NAMES.CART_TOTALS, false );
			registerExtensionBlock( FORCED_BLOCK, NAMES.CART_ORDER_SUMMARY, true );
		} );
		afterAll( () => {
			unregisterBlockType( EXTENSION_BLOCK );
			unregisterBlockType( FORCED_BLOCK );
		} );

		it( 'an extension block can be inserted into its area only', async () => {
			renderEditor( cartBlocks() );
			await sampleCartShown();
			const canInsert = ( name: string ) =>
				editor().canInsertBlockType( EXTENSION_BLOCK, findBlock( name )!.clientId );
			expect( canInsert( NAMES.CART_TOTALS ) ).toBe( true );
			for ( const other of [
				NAMES.FILLED_CART,
				NAMES.CART_ITEMS,
				NAMES.CART_ORDER_SUMMARY,
				NAMES.CART_ORDER_SUMMARY_TOTALS,
				NAMES.CART_CROSS_SELLS,
				NAMES.EMPTY_CART,
			] ) {
				expect( canInsert( other ) ).toBe( false );
			}
			expect( editor().canInsertBlockType( EXTENSION_BLOCK, '' ) ).toBe( false );
			// Our own blocks keep their places too.
			expect(
				editor().canInsertBlockType(
					NAMES.CART_ORDER_SUMMARY_COUPON_FORM,
					findBlock( NAMES.CART_ORDER_SUMMARY )!.clientId
				)
			).toBe( true );
		} );

		it( 'a forced block missing from its area is added there and cannot be removed', async () => {
			renderEditor( cartBlocks() );
			await waitFor( () => expect( findBlock( FORCED_BLOCK ) ).toBeDefined(), SLOW );
			const summary = findBlock( NAMES.CART_ORDER_SUMMARY )!;
			expect( summary.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
				NAMES.CART_ORDER_SUMMARY_HEADING,
				NAMES.CART_ORDER_SUMMARY_COUPON_FORM,
				NAMES.CART_ORDER_SUMMARY_TOTALS,
				FORCED_BLOCK,
			] );
			expect( editor().canRemoveBlock( findBlock( FORCED_BLOCK )!.clientId ) ).toBe( false );
			expect( network.requests() ).toEqual( [] );
		} );
	} );

	it( 'given the checkout button selected › its inspector sets the button text, which the saved markup carries', async () => {
		renderEditor( cartBlocks() );
		await sampleCartShown();
		const button = findBlock( NAMES.PROCEED_TO_CHECKOUT )!;
		act( () => {
			editorActions().selectBlock( button.clientId );
		} );
		const field = await screen.findByRole( 'textbox', { name: 'Button text' }, SLOW );
		await userEvent.type( field, 'Pagar' );
		await waitFor( () =>
			expect( serialize( [ findBlock( NAMES.PROCEED_TO_CHECKOUT )! ] ) ).toContain(
				'data-button-label="Pagar"'
			)
		);
	} );
} );

const normalised = ( container: Element ): string =>
	container.innerHTML
		// React's generated ids differ from one root to the next.
		.replace( /:r[0-9a-z]+:/g, ':id:' )
		// The saved post keeps the block delimiters (WordPress's server drops
		// them) and a line break between blocks.
		.replace( /<!--[\s\S]*?-->/g, '' )
		.replace( />\s+</g, '><' )
		.trim();

async function mountedHtml( html: string, shows = SAMPLE_LINES ): Promise< string > {
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	container.innerHTML = html;
	let mounted: MountedBlock[] = [];
	await act( async () => {
		mounted = mountBlocks( container );
	} );
	await waitFor(
		() => shows.forEach( ( text ) => expect( container ).toHaveTextContent( text ) ),
		SLOW
	);
	const result = normalised( container );
	act( () => mounted.forEach( ( block ) => block.unmount() ) );
	return result;
}

describe( 'the saved Cart template', () => {
	it( "given the default template › serialize() prints the markup writer's wrapper of every block", () => {
		const saved = serialize( cartBlocks() );
		const written = renderCartBlockMarkup();
		const withoutComments = saved.replace( /<!--[\s\S]*?-->/g, '' ).replace( /\n/g, '' );
		const parse = ( html: string ) => {
			const element = document.createElement( 'div' );
			element.innerHTML = html;
			return element.innerHTML;
		};
		expect( parse( withoutComments ) ).toBe( parse( written ) );
	} );

	it( "given the saved markup › mountBlocks renders the same tree as for the markup writer's output", async () => {
		const fromEditor = await mountedHtml( serialize( cartBlocks( { isPreview: true } ) ) );
		const fromWriter = await mountedHtml(
			renderCartBlockMarkup( { attributes: { isPreview: true } } )
		);
		expect( fromEditor ).toBe( fromWriter );
		expect( network.requests() ).toEqual( [] );
	} );

	it( "given an empty cart › the empty cart's content (core blocks) mounts the same from both", async () => {
		setPreviewCartLoader( () => ( { ...createPreviewCart(), items: [], items_count: 0 } ) );
		try {
			const shows = [ 'Your cart is currently empty!', 'Browse store' ];
			const fromEditor = await mountedHtml(
				serialize( cartBlocks( { isPreview: true } ) ),
				shows
			);
			const fromWriter = await mountedHtml(
				renderCartBlockMarkup( { attributes: { isPreview: true } } ),
				shows
			);
			expect( fromEditor ).toBe( fromWriter );
			expect( fromEditor ).toContain(
				'<hr class="wp-block-separator has-alpha-channel-opacity is-style-dots">'
			);
		} finally {
			setPreviewCartLoader( () => createPreviewCart() );
		}
	} );
} );
