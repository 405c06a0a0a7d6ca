/** Tests of hasCheckoutFilter: whether a filter name has any registered function. */

import type * as Registry from '@cesta/registry';
import { loadFreshRegistry } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

describe( 'hasCheckoutFilter', () => {
	it( 'given no registration › says no for every name', () => {
		expect( registry.hasCheckoutFilter( 'itemName' ) ).toBe( false );
		expect( registry.hasCheckoutFilter( 'totalLabel' ) ).toBe( false );
	} );

	it( 'given a namespace registering itemName › says yes for it and no for the others', () => {
		registry.registerCheckoutFilters( 'plugin', { itemName: ( name: string ) => name } );
		expect( registry.hasCheckoutFilter( 'itemName' ) ).toBe( true );
		expect( registry.hasCheckoutFilter( 'cartItemPrice' ) ).toBe( false );
	} );

	it( 'given the namespace registered again without it › says no again', () => {
		registry.registerCheckoutFilters( 'plugin', { itemName: ( name: string ) => name } );
		registry.registerCheckoutFilters( 'plugin', { totalLabel: ( label: string ) => label } );
		expect( registry.hasCheckoutFilter( 'itemName' ) ).toBe( false );
		expect( registry.hasCheckoutFilter( 'totalLabel' ) ).toBe( true );
	} );
} );
