/** Tests of block components: contexts merged over "any", replacement, bad options, the deprecated API. */

import { lazy } from 'react';

import type * as Registry from '@cesta/registry';
import type { BlockComponentOptions } from '@cesta/registry';
import { expectTypeError, loadFreshRegistry } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

const Badge = () => null;
const CheckoutBadge = () => null;
const invalid = ( options: unknown ) => options as BlockComponentOptions;

describe( 'given block components registered for contexts', () => {
	it( 'when a context is read › its components are merged over the "any" ones', () => {
		registry.registerBlockComponent( { blockName: 'my-plugin/badge', component: Badge } );
		registry.registerBlockComponent( { blockName: 'my-plugin/other', component: Badge } );
		registry.registerBlockComponent( {
			blockName: 'my-plugin/badge',
			component: CheckoutBadge,
			context: 'woocommerce/checkout',
		} );

		expect( registry.getRegisteredBlockComponents( 'woocommerce/checkout' ) ).toEqual( {
			'my-plugin/badge': CheckoutBadge,
			'my-plugin/other': Badge,
		} );
		expect( registry.getRegisteredBlockComponents( 'woocommerce/cart' ) ).toEqual( {
			'my-plugin/badge': Badge,
			'my-plugin/other': Badge,
		} );
	} );

	it( 'when a lazy component is registered › it is kept as is', () => {
		const LazyBadge = lazy( () => Promise.resolve( { default: Badge } ) );
		registry.registerBlockComponent( { blockName: 'my-plugin/badge', component: LazyBadge } );
		expect( registry.getRegisteredBlockComponents()[ 'my-plugin/badge' ] ).toBe( LazyBadge );
	} );

	it( 'when the same name registers again in a context › the later component replaces it', () => {
		registry.registerBlockComponent( { blockName: 'my-plugin/badge', component: Badge } );
		registry.registerBlockComponent( {
			blockName: 'my-plugin/badge',
			component: CheckoutBadge,
		} );
		expect( registry.getRegisteredBlockComponents()[ 'my-plugin/badge' ] ).toBe(
			CheckoutBadge
		);
	} );
} );

describe( 'given invalid block component options', () => {
	it.each( [
		[
			'blockName',
			{ component: Badge },
			'Cannot register the block component: blockName must be a non-empty string, received undefined.',
		],
		[
			'context',
			{ blockName: 'my/badge', component: Badge, context: 4 },
			'Cannot register the block component: context must be a non-empty string, received a number (4).',
		],
		[
			'component',
			{ blockName: 'my/badge', component: '<Badge />' },
			'Cannot register the block component for "my/badge": the component must be a function component or a lazy component (React.lazy), received a string ("<Badge />").',
		],
		[
			'options',
			null,
			'Cannot register the block component: the options must be an object, received null.',
		],
	] )( 'when %s is wrong › throws a TypeError', ( _label, options, message ) => {
		expectTypeError( () => registry.registerBlockComponent( invalid( options ) ), message );
		expect( registry.getRegisteredBlockComponents() ).toEqual( {} );
	} );
} );

describe( 'given the deprecated inner block API', () => {
	it( 'when registerInnerBlock is used › registers for its main block and warns once', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );

		registry.registerInnerBlock( {
			main: 'woocommerce/checkout',
			blockName: 'my/badge',
			component: Badge,
		} );
		registry.registerInnerBlock( {
			main: 'woocommerce/checkout',
			blockName: 'my/other',
			component: Badge,
		} );

		expect( registry.getRegisteredBlockComponents( 'woocommerce/checkout' ) ).toEqual( {
			'my/badge': Badge,
			'my/other': Badge,
		} );
		expect( registry.getRegisteredBlockComponents( 'woocommerce/cart' ) ).toEqual( {} );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		expect( warn ).toHaveBeenCalledWith(
			'registerInnerBlock is deprecated. Please use registerBlockComponent instead.'
		);
	} );

	it( 'when getRegisteredInnerBlocks is used › returns the context’s components and warns', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		registry.registerBlockComponent( {
			blockName: 'my/badge',
			component: Badge,
			context: 'woocommerce/cart',
		} );

		expect( registry.getRegisteredInnerBlocks( 'woocommerce/cart' ) ).toEqual( {
			'my/badge': Badge,
		} );
		expect( warn ).toHaveBeenCalledWith(
			'getRegisteredInnerBlocks is deprecated. Please use getRegisteredBlockComponents instead.'
		);
	} );
} );
