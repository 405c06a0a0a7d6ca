/** The Mini-Cart's block.json files: one per block, read by the metadata the button, the markup writers and the drawer use. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { hasInnerBlocks } from '@cesta/registry';

import {
	MINI_CART_ATTRIBUTE_VALUES,
	MINI_CART_BLOCK_ATTRIBUTES,
	MINI_CART_DEFAULT_ATTRIBUTES,
} from '../../attributes';
import { MINI_CART_BLOCK_NAME } from '../../constants';
import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../block-names';
import {
	getMiniCartInnerBlockMetadata,
	MINI_CART_CONTENTS_ATTRIBUTES,
	MINI_CART_INNER_BLOCKS_METADATA,
} from '../metadata';

const BLOCK_JSON_FOLDER = join( __dirname, '..', '..', '..', 'block-json' );

const readBlockJson = ( name: string ): Record< string, unknown > =>
	JSON.parse(
		readFileSync(
			join( BLOCK_JSON_FOLDER, name.replace( 'woocommerce/', '' ), 'block.json' ),
			'utf8'
		)
	);

describe( 'the block-json folder', () => {
	it( 'given every block of the Mini-Cart › holds one block.json each, in a folder named after it', () => {
		expect( readdirSync( BLOCK_JSON_FOLDER ).sort() ).toEqual(
			[ MINI_CART_BLOCK_NAME, ...Object.values( NAMES ) ]
				.map( ( name ) => name.replace( 'woocommerce/', '' ) )
				.sort()
		);
	} );

	it( 'given the metadata › is read from those files', () => {
		expect( readBlockJson( NAMES.CONTENTS ).attributes ).toEqual(
			MINI_CART_CONTENTS_ATTRIBUTES
		);
		MINI_CART_INNER_BLOCKS_METADATA.forEach( ( metadata ) =>
			expect( readBlockJson( metadata.name ) ).toMatchObject( metadata )
		);
		expect( readBlockJson( MINI_CART_BLOCK_NAME ).attributes ).toEqual(
			MINI_CART_BLOCK_ATTRIBUTES
		);
	} );

	it( 'given every file › names what the editor and WordPress read: title, description, category, text domain, API version 3', () => {
		[ MINI_CART_BLOCK_NAME, ...Object.values( NAMES ) ].forEach( ( name ) =>
			expect( readBlockJson( name ) ).toMatchObject( {
				name,
				apiVersion: 3,
				title: expect.any( String ),
				description: expect.any( String ),
				category: 'woocommerce',
				textdomain: 'cesta',
			} )
		);
		expect( readBlockJson( MINI_CART_BLOCK_NAME ) ).toMatchObject( {
			editorScript: 'cesta-mini-cart-editor',
			viewScript: 'cesta-mini-cart',
			style: 'cesta-mini-cart-style',
		} );
	} );
} );

describe( 'the inner blocks’ metadata', () => {
	it( 'given every inner block › sits in an inner block area, so registerCheckoutBlock takes it', () => {
		MINI_CART_INNER_BLOCKS_METADATA.forEach( ( metadata ) =>
			expect( metadata.parent.some( hasInnerBlocks ) ).toBe( true )
		);
	} );

	it( 'given WooCommerce’s locks › the views, the title, the items, the table and the footer cannot be removed; the buttons can', () => {
		const removable = MINI_CART_INNER_BLOCKS_METADATA.filter(
			( metadata ) =>
				( metadata.attributes.lock?.default as { remove?: boolean } | undefined )
					?.remove !== true
		).map( ( metadata ) => metadata.name );
		expect( removable.sort() ).toEqual(
			[
				NAMES.TITLE_LABEL,
				NAMES.TITLE_ITEMS_COUNTER,
				NAMES.CART_BUTTON,
				NAMES.CHECKOUT_BUTTON,
				NAMES.SHOPPING_BUTTON,
			].sort()
		);
	} );

	it( 'given the label attributes › each button and the title label default to an empty label (the translated text shows)', () => {
		expect(
			getMiniCartInnerBlockMetadata( NAMES.CART_BUTTON ).attributes.cartButtonLabel
		).toEqual( { type: 'string', default: '' } );
		expect(
			getMiniCartInnerBlockMetadata( NAMES.CHECKOUT_BUTTON ).attributes.checkoutButtonLabel
		).toEqual( { type: 'string', default: '' } );
		expect(
			getMiniCartInnerBlockMetadata( NAMES.SHOPPING_BUTTON ).attributes
				.startShoppingButtonLabel
		).toEqual( { type: 'string', default: '' } );
		expect( getMiniCartInnerBlockMetadata( NAMES.TITLE_LABEL ).attributes.label ).toEqual( {
			type: 'string',
			default: '',
		} );
	} );

	it( 'given a name that is not an inner block › throws naming it', () => {
		expect( () =>
			getMiniCartInnerBlockMetadata( 'woocommerce/mini-cart' as typeof NAMES.FOOTER )
		).toThrow( /"woocommerce\/mini-cart"/ );
	} );
} );

describe( 'the button’s attributes', () => {
	it( 'given the block.json › its defaults and enumerations are the ones the button uses', () => {
		expect( MINI_CART_DEFAULT_ATTRIBUTES ).toEqual( {
			miniCartIcon: 'cart',
			addToCartBehaviour: 'none',
			hasHiddenPrice: true,
			cartAndCheckoutRenderStyle: 'hidden',
			productCountVisibility: 'greater_than_zero',
			isPreview: false,
		} );
		expect( MINI_CART_ATTRIBUTE_VALUES ).toEqual( {
			miniCartIcon: [ 'cart', 'bag', 'bag-alt' ],
			addToCartBehaviour: [ 'none', 'open_drawer' ],
			productCountVisibility: [ 'always', 'greater_than_zero', 'never' ],
			cartAndCheckoutRenderStyle: [ 'hidden', 'removed' ],
		} );
	} );
} );
