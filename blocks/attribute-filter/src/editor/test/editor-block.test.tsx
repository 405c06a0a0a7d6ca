/**
 * The Attribute Filter in the block editor (jsdom, the real
 * `@wordpress/blocks` and `@wordpress/block-editor`): it registers from its
 * block.json, whose defaults are the block's; its edit lists the sample
 * attribute's terms without a Store API request; the inspector's settings
 * show in the preview and are what the block saves.
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
	ATTRIBUTE_FILTER_BLOCK_NAME,
	HEADING_LEVEL_DEFAULT,
	QUERY_TYPE_DEFAULT,
	SHOW_COUNTS_DEFAULT,
} from '../../constants';
import { previewAttributeFilterData } from '../preview-attribute-data';
import { registerAttributeFilterEditorBlock } from '../register-attribute-filter-editor-block';

const network = guardAgainstNetwork();
jest.setTimeout( 40000 );
const SLOW = EDITOR_WAIT;

const blockJson = JSON.parse(
	readFileSync( join( __dirname, '../../../block-json/attribute-filter/block.json' ), 'utf8' )
);

const editor = () => editorSelectors() as unknown as Record< string, () => Block[] >;

const renderEditor = renderBlockEditor;

const preview = () => document.querySelector< HTMLElement >( '.cesta-editor-look-only' )!;

beforeAll( () => registerAttributeFilterEditorBlock() );
afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the Attribute Filter’s block.json', () => {
	it( 'given the block’s defaults › they are the block.json’s', () => {
		expect( blockJson.name ).toBe( ATTRIBUTE_FILTER_BLOCK_NAME );
		expect( blockJson.attributes ).toMatchObject( {
			headingLevel: { default: HEADING_LEVEL_DEFAULT },
			queryType: { default: QUERY_TYPE_DEFAULT },
			showCounts: { default: SHOW_COUNTS_DEFAULT },
		} );
		expect( blockJson ).toMatchObject( {
			apiVersion: 3,
			category: 'woocommerce',
			textdomain: 'cesta',
		} );
	} );
} );

describe( 'the Attribute Filter in the block editor', () => {
	it( 'given registerAttributeFilterEditorBlock › the block is registered from its block.json, once', () => {
		registerAttributeFilterEditorBlock();
		expect( getBlockType( ATTRIBUTE_FILTER_BLOCK_NAME ) ).toMatchObject( {
			title: blockJson.title,
			description: blockJson.description,
			category: 'woocommerce',
			attributes: expect.objectContaining( blockJson.attributes ),
		} );
	} );

	it( 'given a new block › lists the sample attribute’s terms with their counts, with no Store API request', async () => {
		renderEditor( [ createBlock( ATTRIBUTE_FILTER_BLOCK_NAME ) ] );
		const { attribute, terms } = previewAttributeFilterData();
		const list = await screen.findByRole(
			'list',
			{ name: `Filter products by ${ attribute.name }` },
			SLOW
		);
		for ( const term of terms ) {
			expect(
				within( list ).getByRole( 'checkbox', { name: new RegExp( term.name ) } )
			).toBeInTheDocument();
			expect( list ).toHaveTextContent( new RegExp( `${ term.name }\\s*${ term.count }` ) );
		}
		expect( list.closest( '.cesta-editor-look-only' ) ).not.toBeNull();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the inspector › a heading and all-terms matching are saved, and counts hidden in the preview', async () => {
		const block = createBlock( ATTRIBUTE_FILTER_BLOCK_NAME );
		renderEditor( [ block ] );
		act( () => {
			editorActions().selectBlock( block.clientId );
		} );
		await userEvent.type(
			await screen.findByRole( 'textbox', { name: 'Heading' }, SLOW ),
			'Color'
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Show products with' } ),
			'and'
		);
		await userEvent.click( screen.getByRole( 'checkbox', { name: 'Show product counts' } ) );
		await waitFor( () =>
			expect(
				within( preview() ).getByRole( 'heading', { level: 3, name: 'Color' } )
			).toBeInTheDocument()
		);
		expect(
			preview().querySelector(
				'.wc-block-components-filter-element-label-count, [class*="count"]'
			)
		).toBeNull();
		expect( serialize( editor().getBlocks() ) ).toBe(
			'<!-- wp:woocommerce/attribute-filter {"heading":"Color","queryType":"and","showCounts":false} /-->'
		);
		expect( network.requests() ).toEqual( [] );
	} );
} );
