/** Tests of the Cart block metadata: parents, names, WooCommerce's defaults, totals rows' two parents. */

import { hasInnerBlocks } from '@cesta/registry';

import { CART_BLOCK_NAMES } from '../block-names';
import {
	CART_BLOCK_ATTRIBUTES,
	CART_INNER_BLOCKS_METADATA,
	getCartInnerBlockMetadata,
} from '../metadata';

describe( 'the Cart block metadata', () => {
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
