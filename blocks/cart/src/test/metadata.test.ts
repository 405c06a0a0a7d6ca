/** Tests of the Cart block metadata: its block.json files, parents, names, WooCommerce's defaults, totals rows' two parents, the shared rows' attributes. */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
	HEADING_BLOCK_ATTRIBUTES,
	SHIPPING_BLOCK_ATTRIBUTES,
	TAXES_BLOCK_ATTRIBUTES,
} from '@cesta/cart-checkout-shared/attributes';
import { hasInnerBlocks } from '@cesta/registry';

import { CART_BLOCK_NAMES } from '../block-names';
import { CART_BLOCK_JSON, CART_INNER_BLOCKS_JSON } from '../editor/block-json';
import {
	CART_BLOCK_ATTRIBUTES,
	CART_INNER_BLOCKS_METADATA,
	getCartInnerBlockMetadata,
} from '../metadata';

const BLOCK_JSON_FOLDER = join( __dirname, '..', '..', 'block-json' );

const readBlockJson = ( slug: string ): Record< string, unknown > =>
	JSON.parse( readFileSync( join( BLOCK_JSON_FOLDER, slug, 'block.json' ), 'utf8' ) );

describe( 'the Cart block metadata', () => {
	it( 'given the block-json folder › holds one block.json per block, in a folder named after it, and the metadata is read from them', () => {
		const slugs = readdirSync( BLOCK_JSON_FOLDER ).sort();
		expect( slugs ).toEqual(
			Object.values( CART_BLOCK_NAMES )
				.map( ( name ) => name.replace( 'woocommerce/', '' ) )
				.sort()
		);
		expect( readBlockJson( 'cart' ) ).toEqual( CART_BLOCK_JSON );
		expect( readBlockJson( 'cart' ).attributes ).toEqual( CART_BLOCK_ATTRIBUTES );
		CART_INNER_BLOCKS_METADATA.forEach( ( metadata, index ) => {
			const json = readBlockJson( metadata.name.replace( 'woocommerce/', '' ) );
			expect( json ).toMatchObject( metadata );
			expect( json ).toEqual( CART_INNER_BLOCKS_JSON[ index ] );
		} );
	} );

	it( 'given every block.json › names what the editor and WordPress read: title, description, category, text domain, API version 3', () => {
		[ CART_BLOCK_JSON, ...CART_INNER_BLOCKS_JSON ].forEach( ( metadata ) =>
			expect( metadata ).toMatchObject( {
				apiVersion: 3,
				title: expect.any( String ),
				description: expect.any( String ),
				category: 'woocommerce',
				textdomain: 'cesta',
			} )
		);
		expect( CART_BLOCK_JSON ).toMatchObject( {
			editorScript: 'cesta-cart-editor',
			viewScript: 'cesta-cart',
			style: 'cesta-cart-style',
		} );
	} );

	it( "given the order summary rows the Checkout shares › their block.json attributes are the shared components' definitions", () => {
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_HEADING ).attributes
		).toMatchObject( HEADING_BLOCK_ATTRIBUTES );
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_SHIPPING ).attributes
		).toMatchObject( SHIPPING_BLOCK_ATTRIBUTES );
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TAXES ).attributes
		).toMatchObject( TAXES_BLOCK_ATTRIBUTES );
	} );

	it( 'given every inner block › each has a parent that is an inner block area', () => {
		CART_INNER_BLOCKS_METADATA.forEach( ( metadata ) =>
			expect( metadata.parent.some( hasInnerBlocks ) ).toBe( true )
		);
	} );

	it( 'given every block name › all but the top-level one have metadata, once each', () => {
		const names = CART_INNER_BLOCKS_METADATA.map( ( metadata ) => metadata.name );
		expect( new Set( names ).size ).toBe( names.length );
		expect( [ ...names, CART_BLOCK_NAMES.CART ].sort() ).toEqual(
			Object.values( CART_BLOCK_NAMES ).sort()
		);
	} );

	it( 'given the block.json defaults › they match WooCommerce', () => {
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_SHIPPING ).attributes
		).toMatchObject( {
			isShippingCalculatorEnabled: { type: 'boolean', default: true },
		} );
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TAXES ).attributes
		).toMatchObject( {
			showRateAfterTaxName: { type: 'boolean', default: true },
		} );
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.PROCEED_TO_CHECKOUT ).attributes
		).toMatchObject( {
			checkoutPageId: { type: 'number', default: 0 },
			buttonLabel: { type: 'string', default: '' },
		} );
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_CROSS_SELLS_PRODUCTS ).attributes
		).toMatchObject( {
			columns: { type: 'number', default: 3 },
		} );
		expect( CART_BLOCK_ATTRIBUTES ).toMatchObject( {
			isPreview: { type: 'boolean', default: false },
			hasDarkControls: { type: 'boolean', default: false },
		} );
	} );

	it( 'given the totals rows › they are accepted in the totals wrapper and, for old markup, in the order summary', () => {
		expect(
			getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_SUBTOTAL ).parent
		).toEqual( [
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TOTALS,
			CART_BLOCK_NAMES.CART_ORDER_SUMMARY,
		] );
	} );

	it( 'given a name that is not an inner block › getCartInnerBlockMetadata throws a TypeError', () => {
		expect( () => getCartInnerBlockMetadata( 'woocommerce/cart' as never ) ).toThrow(
			new TypeError( '"woocommerce/cart" is not an inner block of the Cart block.' )
		);
	} );
} );
