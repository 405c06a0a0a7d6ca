/** Tests of the top-level block registry: valid and lazy definitions, errors for bad ones, duplicates. */

import { lazy } from '@wordpress/element';

import {
	getFrontendBlock,
	getFrontendBlockNames,
	isFrontendBlock,
	registerFrontendBlock,
	unregisterFrontendBlock,
} from '../..';
import type { FrontendBlockDefinition } from '../..';

const Block = () => null;

afterEach( () => {
	getFrontendBlockNames().forEach( ( name ) => unregisterFrontendBlock( name ) );
} );

describe( 'registerFrontendBlock', () => {
	it( 'given a valid definition › registers it under its name', () => {
		registerFrontendBlock( {
			name: 'woocommerce/cart',
			attributes: { hasDarkControls: { type: 'boolean', default: false } },
			component: Block,
		} );
		expect( isFrontendBlock( 'woocommerce/cart' ) ).toBe( true );
		expect( getFrontendBlock( 'woocommerce/cart' )?.attributes ).toEqual( {
			hasDarkControls: { type: 'boolean', default: false },
		} );
		expect( getFrontendBlockNames() ).toEqual( [ 'woocommerce/cart' ] );
	} );

	it( 'given a lazy component › accepts it', () => {
		registerFrontendBlock( {
			name: 'woocommerce/checkout',
			component: lazy( () => Promise.resolve( { default: Block } ) ),
		} );
		expect( isFrontendBlock( 'woocommerce/checkout' ) ).toBe( true );
	} );

	it.each( [
		[ 'no namespace', 'cart' ],
		[ 'uppercase letters', 'WooCommerce/Cart' ],
		[ 'an empty name', '' ],
		[ 'a number', 42 ],
		[ 'two slashes', 'woocommerce/cart/extra' ],
	] )( 'given a name with %s › throws a TypeError and registers nothing', ( _case, name ) => {
		expect( () =>
			registerFrontendBlock( {
				name,
				component: Block,
			} as unknown as FrontendBlockDefinition )
		).toThrow( /namespace\/block-name/ );
		expect( getFrontendBlockNames() ).toEqual( [] );
	} );

	it( 'given something that is not an object › says what it needs', () => {
		expect( () =>
			registerFrontendBlock( 'woocommerce/cart' as unknown as FrontendBlockDefinition )
		).toThrow( 'registerFrontendBlock( definition ) needs an object' );
	} );

	it( 'given an element instead of a component › names the block in the error', () => {
		expect( () =>
			registerFrontendBlock( {
				name: 'woocommerce/cart',
				component: { type: 'div' },
			} as unknown as FrontendBlockDefinition )
		).toThrow(
			'The component of block "woocommerce/cart" must be a function component or a React.lazy() component, received object.'
		);
	} );

	it( 'given an attribute with an unknown type › throws naming the attribute', () => {
		expect( () =>
			registerFrontendBlock( {
				name: 'woocommerce/cart',
				component: Block,
				attributes: { hasDarkControls: { type: 'bool' } },
			} as unknown as FrontendBlockDefinition )
		).toThrow( 'Attribute "hasDarkControls" of block "woocommerce/cart" has the type "bool"' );
		expect( isFrontendBlock( 'woocommerce/cart' ) ).toBe( false );
	} );

	it( 'given attributes that are not definitions › throws', () => {
		expect( () =>
			registerFrontendBlock( {
				name: 'woocommerce/cart',
				component: Block,
				attributes: { align: 'wide' },
			} as unknown as FrontendBlockDefinition )
		).toThrow( 'The attribute "align" of block "woocommerce/cart" must be an object' );
	} );

	it( 'given a blockWrapper that is not a component › throws', () => {
		expect( () =>
			registerFrontendBlock( {
				name: 'woocommerce/cart',
				component: Block,
				blockWrapper: 'div',
			} as unknown as FrontendBlockDefinition )
		).toThrow( 'The blockWrapper of block "woocommerce/cart" must be a function component' );
	} );

	it( 'given a name registered already › throws and keeps the first definition', () => {
		const First = () => null;
		registerFrontendBlock( { name: 'woocommerce/cart', component: First } );
		expect( () =>
			registerFrontendBlock( { name: 'woocommerce/cart', component: Block } )
		).toThrow( 'Block "woocommerce/cart" is already registered for the frontend' );
		expect( getFrontendBlock( 'woocommerce/cart' )?.component ).toBe( First );
	} );

	it( 'given a block unregistered › can register the name again', () => {
		registerFrontendBlock( { name: 'woocommerce/cart', component: Block } );
		expect( unregisterFrontendBlock( 'woocommerce/cart' ) ).toBe( true );
		expect( unregisterFrontendBlock( 'woocommerce/cart' ) ).toBe( false );
		registerFrontendBlock( { name: 'woocommerce/cart', component: Block } );
		expect( isFrontendBlock( 'woocommerce/cart' ) ).toBe( true );
	} );
} );
