/** Tests of the Checkout block metadata: its block.json files, what the editor and WordPress read, WooCommerce's locks and defaults, the default template. */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { TAXES_BLOCK_ATTRIBUTES } from '@cesta/cart-checkout-shared/attributes';
import { hasInnerBlocks } from '@cesta/registry';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { CHECKOUT_BLOCK_JSON, CHECKOUT_INNER_BLOCKS_JSON } from '../editor/block-json';
import {
	CHECKOUT_BLOCK_ATTRIBUTES,
	CHECKOUT_INNER_BLOCKS_METADATA,
	FORM_STEP_ATTRIBUTES,
	getCheckoutInnerBlockMetadata,
} from '../metadata';
import { checkoutTemplate, innerTemplateOf } from '../template';
import type { CheckoutTemplateBlock } from '../template';

const BLOCK_JSON_FOLDER = join( __dirname, '..', '..', 'block-json' );

const readBlockJson = ( slug: string ): Record< string, unknown > =>
	JSON.parse( readFileSync( join( BLOCK_JSON_FOLDER, slug, 'block.json' ), 'utf8' ) );

const lockOf = ( name: string ) =>
	getCheckoutInnerBlockMetadata( name ).attributes.lock?.default as
		{ remove?: boolean; move?: boolean } | undefined;

const namesIn = ( template: CheckoutTemplateBlock[] ): string[] =>
	template.flatMap( ( [ name, , innerBlocks ] ) => [ name, ...namesIn( innerBlocks ) ] );

describe( 'the Checkout block metadata', () => {
	it( 'given the block-json folder › holds one block.json per block, in a folder named after it, and the metadata is read from them', () => {
		const slugs = readdirSync( BLOCK_JSON_FOLDER ).sort();
		expect( slugs ).toEqual(
			Object.values( NAMES )
				.map( ( name ) => name.replace( 'woocommerce/', '' ) )
				.sort()
		);
		expect( readBlockJson( 'checkout' ) ).toEqual( CHECKOUT_BLOCK_JSON );
		expect( readBlockJson( 'checkout' ).attributes ).toEqual( CHECKOUT_BLOCK_ATTRIBUTES );
		CHECKOUT_INNER_BLOCKS_METADATA.forEach( ( metadata, index ) => {
			const json = readBlockJson( metadata.name.replace( 'woocommerce/', '' ) );
			expect( json ).toMatchObject( metadata );
			expect( json ).toEqual( CHECKOUT_INNER_BLOCKS_JSON[ index ] );
		} );
	} );

	it( 'given every block.json › names what the editor and WordPress read: title, description, category, text domain, API version 3', () => {
		[ CHECKOUT_BLOCK_JSON, ...CHECKOUT_INNER_BLOCKS_JSON ].forEach( ( metadata ) =>
			expect( metadata ).toMatchObject( {
				apiVersion: 3,
				title: expect.any( String ),
				description: expect.any( String ),
				category: 'woocommerce',
				textdomain: 'cesta',
				supports: expect.objectContaining( { html: false, multiple: false } ),
			} )
		);
		expect( CHECKOUT_BLOCK_JSON ).toMatchObject( {
			editorScript: 'cesta-checkout-editor',
			viewScript: 'cesta-checkout',
			style: 'cesta-checkout-style',
		} );
	} );

	it( 'given every inner block › each has a parent that is an inner block area', () => {
		CHECKOUT_INNER_BLOCKS_METADATA.forEach( ( metadata ) =>
			expect( metadata.parent.some( hasInnerBlocks ) ).toBe( true )
		);
	} );

	it( "given WooCommerce's template blocks › the columns, steps and rows are locked as WooCommerce locks them; the order note, terms and coupon form can be removed", () => {
		[
			NAMES.CHECKOUT_FIELDS,
			NAMES.CHECKOUT_CONTACT_INFORMATION,
			NAMES.CHECKOUT_SHIPPING_ADDRESS,
			NAMES.CHECKOUT_PAYMENT,
			NAMES.CHECKOUT_ACTIONS,
			NAMES.CHECKOUT_ORDER_SUMMARY_TAXES,
		].forEach( ( name ) => expect( lockOf( name ) ).toEqual( { remove: true, move: true } ) );
		expect( lockOf( NAMES.CHECKOUT_ADDITIONAL_INFORMATION ) ).toEqual( {
			remove: true,
			move: false,
		} );
		expect( lockOf( NAMES.CHECKOUT_ORDER_SUMMARY ) ).toEqual( { remove: true } );
		expect( lockOf( NAMES.CHECKOUT_ORDER_NOTE ) ).toEqual( { remove: false, move: true } );
		expect( lockOf( NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM ) ).toEqual( {
			remove: false,
			move: false,
		} );
		expect( lockOf( NAMES.CHECKOUT_TERMS ) ).toBeUndefined();
	} );

	it( 'given the block.json defaults › they match WooCommerce and the shared rows', () => {
		expect( getCheckoutInnerBlockMetadata( NAMES.CHECKOUT_ACTIONS ).attributes ).toMatchObject(
			{
				cartPageId: { type: 'number', default: 0 },
				showReturnToCart: { type: 'boolean', default: false },
				priceSeparator: { type: 'string', default: '·' },
			}
		);
		expect( getCheckoutInnerBlockMetadata( NAMES.CHECKOUT_TERMS ).attributes ).toMatchObject( {
			checkbox: { type: 'boolean', default: false },
			showSeparator: { type: 'boolean', default: true },
		} );
		expect(
			getCheckoutInnerBlockMetadata( NAMES.CHECKOUT_ORDER_SUMMARY_TAXES ).attributes
		).toMatchObject( TAXES_BLOCK_ATTRIBUTES );
		expect( CHECKOUT_BLOCK_ATTRIBUTES ).toMatchObject( {
			showFormStepNumbers: { type: 'boolean', default: false },
			align: { type: 'string', default: 'wide' },
		} );
		expect( FORM_STEP_ATTRIBUTES ).toEqual( {
			title: { type: 'string', default: '' },
			description: { type: 'string', default: '' },
			showStepNumber: { type: 'boolean', default: true },
		} );
	} );

	it( "given the default template › holds every inner block once, each inside one of its block.json's parents", () => {
		const names = namesIn( checkoutTemplate() );
		expect( [ ...names ].sort() ).toEqual(
			CHECKOUT_INNER_BLOCKS_METADATA.map( ( metadata ) => metadata.name ).sort()
		);
		const checkParents = ( parent: string, template: CheckoutTemplateBlock[] ) =>
			template.forEach( ( [ name, , innerBlocks ] ) => {
				expect( getCheckoutInnerBlockMetadata( name ).parent ).toContain( parent );
				checkParents( name, innerBlocks );
			} );
		checkParents( NAMES.CHECKOUT, checkoutTemplate() );
		expect(
			innerTemplateOf( NAMES.CHECKOUT_ORDER_SUMMARY ).map( ( [ name ] ) => name )
		).toEqual( [
			NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS,
			NAMES.CHECKOUT_ORDER_SUMMARY_COUPON_FORM,
			NAMES.CHECKOUT_ORDER_SUMMARY_TOTALS,
		] );
		expect( innerTemplateOf( NAMES.CHECKOUT_TERMS ) ).toEqual( [] );
	} );
} );
