/**
 * Issue 13, the Mini-Cart in the block editor (jsdom, the real
 * `@wordpress/blocks` and `@wordpress/block-editor`): every block registers
 * from its block.json; the drawer's contents edit shows the sample cart
 * without a Store API request; an extension block goes only into its area;
 * a forced block is added and cannot be removed; the inspectors set the
 * attributes the saved markup carries; the saved template opens in the
 * drawer as the markup writer's does.
 */
import {
	createBlocksFromInnerBlocksTemplate,
	getBlockType,
	parse,
	serialize,
	unregisterBlockType,
} from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createPreviewCart } from '@cesta/mocks/preview';
import { createTestRegistry, guardAgainstNetwork } from '@cesta/test-utils';
import {
	installMatchMediaStub,
	installResizeObserver,
	setReducedMotion,
} from '@cesta/test-utils/dom';
import {
	EDITOR_WAIT,
	editorActions,
	editorSelectors,
	findEditorBlock,
	registerTestExtensionBlock,
	renderBlockEditor,
} from '@cesta/test-utils/editor';

import { MINI_CART_BLOCK_NAME } from '../../constants';
import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../../contents/block-names';
import { renderMiniCartContentsMarkup } from '../../contents/markup';
import { miniCartContentsTemplate } from '../../contents/template';
import { openMiniCartDrawer } from '../../drawer/open-drawer';
import { STORE_PAGES } from '../../test/helpers';
import {
	MINI_CART_BLOCK_JSON,
	MINI_CART_CONTENTS_BLOCK_JSON,
	MINI_CART_INNER_BLOCKS_JSON,
} from '../block-json';
import { registerMiniCartEditorBlocks } from '../register-mini-cart-editor-blocks';

const network = guardAgainstNetwork();
installMatchMediaStub();
// The inspector's block styles preview measures itself.
installResizeObserver();

const editor = editorSelectors;

const SAMPLE_LINES = [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ];
const EXTENSION_BLOCK = 'acme/gift-note';
const FORCED_BLOCK = 'acme/free-shipping-note';

const Note = () => <p className="acme-note">Nota</p>;

const registerExtensionBlock = ( name: string, area: string, force: boolean ) =>
	registerTestExtensionBlock( {
		name,
		area,
		rootBlockName: NAMES.CONTENTS,
		component: Note,
		force,
	} );

const contentsBlocks = (): Block[] =>
	createBlocksFromInnerBlocksTemplate( [ [ NAMES.CONTENTS, {}, miniCartContentsTemplate() ] ] );

const renderEditor = renderBlockEditor;

const SLOW = EDITOR_WAIT;
jest.setTimeout( 40000 );

const findBlock = findEditorBlock;

// The title is a heading by role around the editor's block wrappers (each
// named "Block: …"), so its text, not its accessible name, is what it shows.
const editorTitle = () =>
	document.querySelector< HTMLElement >( '[role="heading"].wc-block-mini-cart__title' )!;

const sampleCartShown = () =>
	waitFor(
		() =>
			SAMPLE_LINES.forEach( ( line ) =>
				expect( screen.getAllByText( line, { exact: false } ).length ).toBeGreaterThan( 0 )
			),
		SLOW
	);

beforeAll( () => registerMiniCartEditorBlocks() );

beforeEach( () => {
	window.wcSettings = { storePages: STORE_PAGES };
} );

afterEach( () => {
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

describe( 'the Mini-Cart in the block editor', () => {
	it( 'given registerMiniCartEditorBlocks › every block is registered from its block.json, once', () => {
		registerMiniCartEditorBlocks();
		for ( const metadata of [
			MINI_CART_BLOCK_JSON,
			MINI_CART_CONTENTS_BLOCK_JSON,
			...MINI_CART_INNER_BLOCKS_JSON,
		] ) {
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
		expect( getBlockType( NAMES.PRODUCTS_TABLE )!.supports ).toMatchObject( {
			inserter: false,
		} );
		expect( getBlockType( NAMES.CHECKOUT_BUTTON )!.styles ).toEqual( [
			{ name: 'fill', label: 'Fill', isDefault: true },
			{ name: 'outline', label: 'Outline' },
		] );
	} );

	it( 'given the drawer’s contents › the edit shows the sample cart in the drawer’s layout without a Store API request', async () => {
		renderEditor( contentsBlocks() );
		await sampleCartShown();
		expect( editorTitle() ).toHaveTextContent( /^Your cart\s*\(4 items\)$/ );
		expect( screen.getAllByText( 'View my cart' )[ 0 ] ).toBeVisible();
		expect( screen.getAllByText( 'Go to checkout' )[ 0 ] ).toBeVisible();
		expect( screen.getByText( 'Subtotal' ) ).toBeVisible();
		expect( document.querySelector( '.wc-block-mini-cart__drawer' ) ).not.toBeNull();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the filled and empty views › the filled view shows and the empty one waits for its view', async () => {
		renderEditor( contentsBlocks() );
		await sampleCartShown();
		expect( screen.getByText( 'Subtotal' ) ).toBeVisible();
		expect( screen.getByText( 'Your cart is currently empty!' ) ).not.toBeVisible();
		expect( screen.getAllByText( 'Start shopping' )[ 0 ] ).not.toBeVisible();
	} );

	it( "given an empty contents block › it gets WooCommerce's template from its block type", async () => {
		renderEditor( createBlocksFromInnerBlocksTemplate( [ [ NAMES.CONTENTS ] ] ) );
		await sampleCartShown();
		const contents = ( editor().getBlocks() as Block[] )[ 0 ]!;
		expect( contents.innerBlocks.map( ( block ) => block.name ) ).toEqual( [
			NAMES.FILLED,
			NAMES.EMPTY,
		] );
		expect( serialize( [ contents ] ) ).toBe( serialize( contentsBlocks() ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( "given the template's locks › the views, the title, the items, the table and the footer cannot be removed; the buttons can", async () => {
		renderEditor( contentsBlocks() );
		await sampleCartShown();
		const canRemove = ( name: string ) =>
			editor().canRemoveBlock( findBlock( name )!.clientId );
		for ( const name of [
			NAMES.FILLED,
			NAMES.EMPTY,
			NAMES.TITLE,
			NAMES.ITEMS,
			NAMES.PRODUCTS_TABLE,
			NAMES.FOOTER,
		] ) {
			expect( canRemove( name ) ).toBe( false );
		}
		for ( const name of [ NAMES.CART_BUTTON, NAMES.CHECKOUT_BUTTON, NAMES.SHOPPING_BUTTON ] ) {
			expect( canRemove( name ) ).toBe( true );
		}
	} );

	describe( 'given extension blocks registered with registerCheckoutBlock', () => {
		beforeAll( () => {
			registerExtensionBlock( EXTENSION_BLOCK, NAMES.FOOTER, false );
			registerExtensionBlock( FORCED_BLOCK, NAMES.ITEMS, true );
		} );
		afterAll( () => {
			unregisterBlockType( EXTENSION_BLOCK );
			unregisterBlockType( FORCED_BLOCK );
		} );

		it( 'an extension block can be inserted into its area only', async () => {
			renderEditor( contentsBlocks() );
			await sampleCartShown();
			const canInsert = ( name: string ) =>
				editor().canInsertBlockType( EXTENSION_BLOCK, findBlock( name )!.clientId );
			expect( canInsert( NAMES.FOOTER ) ).toBe( true );
			for ( const other of [
				NAMES.CONTENTS,
				NAMES.FILLED,
				NAMES.EMPTY,
				NAMES.TITLE,
				NAMES.ITEMS,
			] ) {
				expect( canInsert( other ) ).toBe( false );
			}
			expect( editor().canInsertBlockType( EXTENSION_BLOCK, '' ) ).toBe( false );
			expect(
				editor().canInsertBlockType(
					NAMES.CART_BUTTON,
					findBlock( NAMES.FOOTER )!.clientId
				)
			).toBe( true );
		} );

		it( 'a forced block missing from its area is added there and cannot be removed', async () => {
			renderEditor( contentsBlocks() );
			await waitFor( () => expect( findBlock( FORCED_BLOCK ) ).toBeDefined(), SLOW );
			expect( findBlock( NAMES.ITEMS )!.innerBlocks.map( ( block ) => block.name ) ).toEqual(
				[ NAMES.PRODUCTS_TABLE, FORCED_BLOCK ]
			);
			expect( editor().canRemoveBlock( findBlock( FORCED_BLOCK )!.clientId ) ).toBe( false );
			expect( network.requests() ).toEqual( [] );
		} );
	} );

	it( 'given the checkout button selected › its inspector sets the button text, which the saved markup carries', async () => {
		renderEditor( contentsBlocks() );
		await sampleCartShown();
		act( () => {
			editorActions().selectBlock( findBlock( NAMES.CHECKOUT_BUTTON )!.clientId );
		} );
		const field = await screen.findByRole( 'textbox', { name: 'Button text' }, SLOW );
		expect( field ).toHaveAttribute( 'placeholder', 'Go to checkout' );
		await userEvent.type( field, 'Pagar' );
		await waitFor( () =>
			expect( serialize( [ findBlock( NAMES.CHECKOUT_BUTTON )! ] ) ).toContain(
				'data-checkout-button-label="Pagar"'
			)
		);
		await waitFor( () => expect( screen.getAllByText( 'Pagar' )[ 0 ] ).toBeVisible() );
	} );

	it( 'given the title label selected › its inspector sets the label the title shows', async () => {
		renderEditor( contentsBlocks() );
		await sampleCartShown();
		act( () => {
			editorActions().selectBlock( findBlock( NAMES.TITLE_LABEL )!.clientId );
		} );
		await userEvent.type(
			await screen.findByRole( 'textbox', { name: 'Title' }, SLOW ),
			'Tu cesta'
		);
		await waitFor( () =>
			expect( editorTitle() ).toHaveTextContent( /^Tu cesta\s*\(4 items\)$/ )
		);
	} );
} );

describe( 'the header’s Mini-Cart in the block editor', () => {
	it( 'given the block › shows the button with the sample cart and saves only its attributes (the host prints it)', async () => {
		const blocks = createBlocksFromInnerBlocksTemplate( [ [ MINI_CART_BLOCK_NAME ] ] );
		renderEditor( blocks );
		const button = await screen.findByRole( 'button', { name: '4 items in cart' }, SLOW );
		expect( button.closest( '.cesta-editor-look-only' ) ).not.toBeNull();
		act( () => {
			editorActions().selectBlock( blocks[ 0 ]!.clientId );
		} );
		await userEvent.selectOptions(
			await screen.findByRole( 'combobox', { name: 'When a product is added' }, SLOW ),
			'open_drawer'
		);
		await userEvent.click( screen.getByRole( 'checkbox', { name: 'Hide the cart total' } ) );
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: /^4 items in cart, total price of / } )
			).toBeVisible()
		);
		expect( serialize( editor().getBlocks() as Block[] ) ).toBe(
			'<!-- wp:woocommerce/mini-cart {"addToCartBehaviour":"open_drawer","hasHiddenPrice":false} /-->'
		);
		expect( network.requests() ).toEqual( [] );
	} );
} );

const normalised = ( html: string ): string =>
	html
		// React's generated ids differ from one root to the next.
		.replace( /:r[0-9a-z]+:/g, ':id:' )
		.replace( />\s+</g, '><' )
		.trim();

/** Opens the drawer with `contents` on `cart` and returns its normalised HTML. */
async function drawerHtml( contents: string, cart = createPreviewCart() ): Promise< string > {
	setReducedMotion( true );
	const button = document.createElement( 'button' );
	document.body.appendChild( button );
	let drawer: ReturnType< typeof openMiniCartDrawer > | undefined;
	act( () => {
		drawer = openMiniCartDrawer( {
			button,
			attributes: {} as never,
			initialCart: cart,
			registry: createTestRegistry(),
			contents,
		} );
	} );
	const dialog = await screen.findByRole( 'dialog', undefined, SLOW );
	await waitFor( () => expect( dialog ).toHaveAccessibleName( /^Your cart \(\d+ items?\)$/ ) );
	const html = normalised( dialog.outerHTML );
	act( () => drawer!.destroy() );
	button.remove();
	return html;
}

describe( 'the saved Mini-Cart template', () => {
	it( "given the default template › serialize() prints the markup writer's markup of every block", () => {
		const parseHtml = ( html: string ) => {
			const element = document.createElement( 'div' );
			element.innerHTML = html;
			return element.innerHTML;
		};
		const saved = serialize( contentsBlocks() )
			.replace( /<!--[\s\S]*?-->/g, '' )
			.replace( /\n/g, '' );
		expect( parseHtml( saved ) ).toBe( parseHtml( renderMiniCartContentsMarkup() ) );
	} );

	it( 'given the saved markup › the block editor reads it back as valid blocks', () => {
		const blocks = parse( serialize( contentsBlocks() ) );
		const invalid = ( list: Block[] ): string[] =>
			list.flatMap( ( block ) => [
				...( block.isValid ? [] : [ block.name ] ),
				...invalid( block.innerBlocks ),
			] );
		expect( invalid( blocks ) ).toEqual( [] );
	} );

	it( "given the saved markup › the drawer renders the same tree as for the markup writer's output", async () => {
		const fromEditor = await drawerHtml( serialize( contentsBlocks() ) );
		const fromWriter = await drawerHtml( renderMiniCartContentsMarkup() );
		expect( fromEditor ).toBe( fromWriter );
		expect( fromEditor ).toContain( 'Ventilador de pie' );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given an empty cart › the empty view’s content (a core paragraph) renders the same from both', async () => {
		const empty = { ...createPreviewCart(), items: [], items_count: 0 };
		const fromEditor = await drawerHtml( serialize( contentsBlocks() ), empty );
		const fromWriter = await drawerHtml( renderMiniCartContentsMarkup(), empty );
		expect( fromEditor ).toBe( fromWriter );
		expect( fromEditor ).toContain(
			'<p class="has-text-align-center"><strong>Your cart is currently empty!</strong></p>'
		);
	} );

	it( 'given a template the theme developer changed in the editor › the drawer shows it', async () => {
		const blocks = contentsBlocks();
		const footer = findInTree( blocks, NAMES.FOOTER )!;
		// The checkout button first, relabelled; the cart button removed.
		footer.innerBlocks = [
			{
				...footer.innerBlocks[ 1 ]!,
				attributes: {
					...footer.innerBlocks[ 1 ]!.attributes,
					checkoutButtonLabel: 'Pagar ahora',
				},
			},
		];
		const html = await drawerHtml( serialize( blocks ) );
		const dialog = document.createElement( 'div' );
		dialog.innerHTML = html;
		expect(
			Array.from(
				dialog.querySelectorAll( '.wc-block-mini-cart__footer-actions a' ),
				( link ) => [ link.textContent, link.getAttribute( 'href' ) ]
			)
		).toEqual( [ [ 'Pagar ahora', '/finalizar-compra/' ] ] );
	} );
} );

function findInTree( blocks: Block[], name: string ): Block | undefined {
	for ( const block of blocks ) {
		if ( block.name === name ) {
			return block;
		}
		const inner = findInTree( block.innerBlocks, name );
		if ( inner ) {
			return inner;
		}
	}
	return undefined;
}
