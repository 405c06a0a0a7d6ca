/**
 * The Product Collection in the block editor (jsdom, the real
 * `@wordpress/blocks` and `@wordpress/block-editor`): it registers from its
 * block.json, whose defaults are spec 1 §3's; its edit lists the sample
 * products without a Store API request; the inspector's settings show in
 * the preview and are what the block saves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createBlock, getBlockType, serialize } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { guardAgainstNetwork } from '@cesta/test-utils';
import {
	EDITOR_WAIT,
	editorActions,
	editorSelectors,
	renderBlockEditor,
} from '@cesta/test-utils/editor';

import {
	COLUMNS_DEFAULT,
	ORDER_BY_DEFAULT,
	ORDER_DEFAULT,
	PRODUCT_COLLECTION_BLOCK_NAME,
	PRODUCT_TITLE_LEVEL_DEFAULT,
	PRODUCTS_PER_PAGE_DEFAULT,
	STOCK_STATUS_DEFAULT,
} from '../../constants';
import { previewProducts } from '../../preview/preview-products';
import { registerProductCollectionEditorBlock } from '../register-product-collection-editor-block';

const network = guardAgainstNetwork();
jest.setTimeout( 40000 );
const SLOW = EDITOR_WAIT;

const blockJson = JSON.parse(
	readFileSync( join( __dirname, '../../../block-json/product-collection/block.json' ), 'utf8' )
);

const editor = () => editorSelectors() as unknown as Record< string, () => Block[] >;

const renderEditor = renderBlockEditor;

const preview = () => document.querySelector< HTMLElement >( '.cesta-editor-look-only' )!;

beforeAll( () => registerProductCollectionEditorBlock() );
afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the Product Collection’s block.json', () => {
	it( 'given spec 1 §3’s defaults › they are the block.json’s', () => {
		expect( blockJson.name ).toBe( PRODUCT_COLLECTION_BLOCK_NAME );
		expect( blockJson.attributes.query.default ).toMatchObject( {
			perPage: PRODUCTS_PER_PAGE_DEFAULT,
			orderBy: ORDER_BY_DEFAULT,
			order: ORDER_DEFAULT,
			woocommerceStockStatus: [ ...STOCK_STATUS_DEFAULT ],
		} );
		expect( blockJson.attributes.displayLayout.default.columns ).toBe( COLUMNS_DEFAULT );
		expect( blockJson.attributes.titleLevel.default ).toBe( PRODUCT_TITLE_LEVEL_DEFAULT );
		expect( blockJson ).toMatchObject( {
			apiVersion: 3,
			category: 'woocommerce',
			textdomain: 'cesta',
		} );
	} );
} );

describe( 'the Product Collection in the block editor', () => {
	it( 'given registerProductCollectionEditorBlock › the block is registered from its block.json, once', () => {
		registerProductCollectionEditorBlock();
		expect( getBlockType( PRODUCT_COLLECTION_BLOCK_NAME ) ).toMatchObject( {
			title: blockJson.title,
			description: blockJson.description,
			category: 'woocommerce',
			attributes: expect.objectContaining( blockJson.attributes ),
		} );
	} );

	it( 'given a new block › lists the sample products in a grid of 3, with no Store API request', async () => {
		renderEditor( [ createBlock( PRODUCT_COLLECTION_BLOCK_NAME ) ] );
		for ( const product of previewProducts() ) {
			expect(
				( await screen.findAllByText( product.name, undefined, SLOW ) )[ 0 ]
			).toBeInTheDocument();
		}
		expect( preview().querySelector( '.is-flex-container.columns-3' ) ).not.toBeNull();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the inspector › a list layout and the price order show in the preview and are saved', async () => {
		const block = createBlock( PRODUCT_COLLECTION_BLOCK_NAME );
		renderEditor( [ block ] );
		act( () => {
			editorActions().selectBlock( block.clientId );
		} );
		await userEvent.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Layout' }, SLOW ),
			'list'
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Order by' } ),
			'price/desc'
		);
		await waitFor( () =>
			expect( preview().innerHTML ).toMatch(
				/is-list|wc-block-product-template__responsive|list/
			)
		);
		const [ saved ] = editor().getBlocks();
		expect( saved!.attributes.displayLayout ).toEqual( {
			type: 'list',
			columns: 3,
			shrinkColumns: true,
		} );
		expect( saved!.attributes.query ).toMatchObject( {
			orderBy: 'price',
			order: 'desc',
			perPage: 9,
		} );
		expect( serialize( [ saved! ] ) ).toMatch(
			/^<!-- wp:woocommerce\/product-collection \{.*"orderBy":"price".*\} \/-->$/
		);
		expect( network.requests() ).toEqual( [] );
	} );
} );
