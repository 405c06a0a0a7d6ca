/**
 * The Add to Cart form in the block editor (jsdom, the real
 * `@wordpress/blocks` and `@wordpress/block-editor`): it registers from its
 * block.json, whose defaults are the frontend's; its edit shows the sample
 * hoodie's form, look-only, without a Store API request; the block saves
 * nothing but its name (the host prints the form).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BlockEditorProvider, BlockList } from '@wordpress/block-editor';
import { createBlock, getBlockType, serialize } from '@wordpress/blocks';
import { render, screen } from '@testing-library/react';

import { guardAgainstNetwork } from '@cesta/test-utils';

import { ADD_TO_CART_FORM_BLOCK_NAME, DEFAULT_WC_AJAX_URL } from '../../constants';
import { ADD_TO_CART_FORM_ATTRIBUTES } from '../../metadata';
import { SAMPLE_VARIABLE_PRODUCT } from '../../preview/sample-product';
import { registerAddToCartFormEditorBlock } from '../register-add-to-cart-form-editor-block';

const network = guardAgainstNetwork();
jest.setTimeout( 40000 );
const SLOW = { timeout: 20000 };

const blockJson = JSON.parse(
	readFileSync( join( __dirname, '../../../block-json/add-to-cart-form/block.json' ), 'utf8' )
);

beforeAll( () => registerAddToCartFormEditorBlock() );
afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the Add to Cart form’s block.json', () => {
	it( 'given the frontend’s attributes › they are the block.json’s', () => {
		expect( blockJson.name ).toBe( ADD_TO_CART_FORM_BLOCK_NAME );
		expect( ADD_TO_CART_FORM_ATTRIBUTES ).toEqual( blockJson.attributes );
		expect( DEFAULT_WC_AJAX_URL ).toBe( blockJson.attributes.wcAjaxUrl.default );
		expect( blockJson ).toMatchObject( {
			apiVersion: 3,
			category: 'woocommerce',
			textdomain: 'cesta',
		} );
	} );
} );

describe( 'the Add to Cart form in the block editor', () => {
	it( 'given registerAddToCartFormEditorBlock › the block is registered from its block.json, once', () => {
		registerAddToCartFormEditorBlock();
		expect( getBlockType( ADD_TO_CART_FORM_BLOCK_NAME ) ).toMatchObject( {
			title: blockJson.title,
			description: blockJson.description,
			category: 'woocommerce',
		} );
	} );

	it( 'given the block › shows the sample product’s form look-only, with no Store API request, and saves only its name', async () => {
		const block = createBlock( ADD_TO_CART_FORM_BLOCK_NAME );
		render(
			<BlockEditorProvider value={ [ block ] } settings={ {} } useSubRegistry={ false }>
				<BlockList />
			</BlockEditorProvider>
		);
		const sizes = await screen.findByRole( 'radiogroup', { name: 'Talla' }, SLOW );
		expect( sizes.closest( '.cesta-editor-look-only' ) ).not.toBeNull();
		expect( screen.getByRole( 'button', { name: 'Add to cart' } ) ).toBeInTheDocument();
		expect( SAMPLE_VARIABLE_PRODUCT.type ).toBe( 'variable' );
		expect( serialize( [ block ] ) ).toBe( '<!-- wp:woocommerce/add-to-cart-form /-->' );
		expect( network.requests() ).toEqual( [] );
	} );
} );
