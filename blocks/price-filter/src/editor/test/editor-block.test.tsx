/**
 * The Price Filter in the block editor (jsdom, the real `@wordpress/blocks`
 * and `@wordpress/block-editor`): it registers from its block.json, whose
 * defaults are the block's; its edit shows the slider for the sample
 * products without a Store API request; the inspector's settings show in
 * the preview and are what the block saves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { createBlock, getBlockType, serialize } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { guardAgainstNetwork } from '@cesta/test-utils';
import {
	EDITOR_WAIT,
	editorActions,
	editorSelectors,
	renderBlockEditor,
} from '@cesta/test-utils/editor';

import {
	HEADING_LEVEL_DEFAULT,
	PRICE_FILTER_BLOCK_NAME,
	SHOW_FILTER_BUTTON_DEFAULT,
	SHOW_INPUT_FIELDS_DEFAULT,
} from '../../constants';
import { PRICE_FILTER_BLOCK_JSON } from '../block-json';
import { previewPriceRange } from '../preview-price-range';
import { registerPriceFilterEditorBlock } from '../register-price-filter-editor-block';

const network = guardAgainstNetwork();
jest.setTimeout( 40000 );
const SLOW = EDITOR_WAIT;

const blockJson = JSON.parse(
	readFileSync( join( __dirname, '../../../block-json/price-filter/block.json' ), 'utf8' )
);

const editor = () => editorSelectors() as unknown as Record< string, () => Block[] >;

const renderEditor = renderBlockEditor;

beforeAll( () => registerPriceFilterEditorBlock() );
afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the Price Filter’s block.json', () => {
	it( 'given the block’s defaults › they are the block.json’s', () => {
		expect( blockJson.name ).toBe( PRICE_FILTER_BLOCK_NAME );
		expect( blockJson.attributes ).toMatchObject( {
			headingLevel: { default: HEADING_LEVEL_DEFAULT },
			showInputFields: { default: SHOW_INPUT_FIELDS_DEFAULT },
			showFilterButton: { default: SHOW_FILTER_BUTTON_DEFAULT },
		} );
		expect( blockJson ).toMatchObject( {
			apiVersion: 3,
			category: 'woocommerce',
			textdomain: 'cesta',
		} );
	} );
} );

describe( 'the Price Filter in the block editor', () => {
	it( 'given registerPriceFilterEditorBlock › the block is registered from its block.json, once', () => {
		registerPriceFilterEditorBlock();
		expect( getBlockType( PRICE_FILTER_BLOCK_NAME ) ).toMatchObject( {
			title: blockJson.title,
			description: blockJson.description,
			category: 'woocommerce',
			attributes: expect.objectContaining( blockJson.attributes ),
		} );
		expect( PRICE_FILTER_BLOCK_JSON.title ).toBe( blockJson.title );
	} );

	it( 'given a new block › shows the slider over the sample products’ prices, with no Store API request', async () => {
		renderEditor( [ createBlock( PRICE_FILTER_BLOCK_NAME ) ] );
		const min = await screen.findByRole(
			'slider',
			{ name: 'Filter products by minimum price' },
			SLOW
		);
		const range = previewPriceRange();
		// The slider's ends are the range rounded out to its step (one euro).
		expect( Number( min.getAttribute( 'min' ) ) ).toBe(
			Math.floor( Number( range.min_price ) / 100 ) * 100
		);
		expect( Number( min.getAttribute( 'max' ) ) ).toBe(
			Math.ceil( Number( range.max_price ) / 100 ) * 100
		);
		expect( screen.getByRole( 'textbox', { name: 'Min. Price' } ) ).toBeInTheDocument();
		expect( min.closest( '.cesta-editor-look-only' ) ).not.toBeNull();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the inspector › a heading and the Apply button show in the preview and are saved', async () => {
		const block = createBlock( PRICE_FILTER_BLOCK_NAME );
		renderEditor( [ block ] );
		act( () => {
			editorActions().selectBlock( block.clientId );
		} );
		await userEvent.type(
			await screen.findByRole( 'textbox', { name: 'Heading' }, SLOW ),
			'Precio'
		);
		await userEvent.click( screen.getByRole( 'checkbox', { name: 'Show an Apply button' } ) );
		const preview = document.querySelector< HTMLElement >( '.cesta-editor-look-only' )!;
		await waitFor( () =>
			expect(
				within( preview ).getByRole( 'heading', { level: 3, name: 'Precio' } )
			).toBeInTheDocument()
		);
		expect(
			within( preview ).getByRole( 'button', { name: 'Apply price filter' } )
		).toBeInTheDocument();
		expect( serialize( editor().getBlocks() ) ).toBe(
			'<!-- wp:woocommerce/price-filter {"heading":"Precio","showFilterButton":true} /-->'
		);
		expect( network.requests() ).toEqual( [] );
	} );
} );
