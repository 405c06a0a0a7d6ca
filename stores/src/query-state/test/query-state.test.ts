/** Tests of the query-state store: setting values, stable state for equal values, defaults, bad input. */

import { createTestRegistry } from '@cesta/test-utils';

import { deepFreeze } from '../../test/deep-freeze';
import { setQueryValue, setValueForQueryContext } from '../actions';
import { queryStateStore } from '../index';
import { reducer } from '../reducer';
import { getValueForQueryContext, getValueForQueryKey } from '../selectors';

describe( 'query-state store', () => {
	it( 'setQueryValue › sets one key of a context and keeps the others', () => {
		let state = reducer( undefined, setQueryValue( 'shop', 'min_price', 1000 ) );
		state = reducer( deepFreeze( state ), setQueryValue( 'shop', 'max_price', 5000 ) );
		expect( state ).toEqual( { shop: { min_price: 1000, max_price: 5000 } } );
	} );

	it( 'setQueryValue with an equal value › returns the same state, even for a fresh array', () => {
		const state = deepFreeze( {
			shop: { attributes: [ { attribute: 'pa_color', slug: [ 'rojo' ] } ] },
		} );
		expect(
			reducer(
				state,
				setQueryValue( 'shop', 'attributes', [
					{ attribute: 'pa_color', slug: [ 'rojo' ] },
				] )
			)
		).toBe( state );
	} );

	it( 'setValueForQueryContext › replaces the context’s values', () => {
		const state = deepFreeze( { shop: { page: 3, orderby: 'title' } } );
		expect( reducer( state, setValueForQueryContext( 'shop', { page: 1 } ) ) ).toEqual( {
			shop: { page: 1 },
		} );
	} );

	it( 'getValueForQueryKey › returns the value or the default', () => {
		const state = deepFreeze( { shop: { page: 2 } } );
		expect( getValueForQueryKey( state, 'shop', 'page', 1 ) ).toBe( 2 );
		expect( getValueForQueryKey( state, 'shop', 'orderby', 'title' ) ).toBe( 'title' );
		expect( getValueForQueryKey( state, 'other', 'page', 1 ) ).toBe( 1 );
	} );

	it( 'getValueForQueryKey/Context without a default › return the same empty object each time', () => {
		const state = deepFreeze( {} );
		expect( getValueForQueryKey( state, 'x', 'y' ) ).toBe(
			getValueForQueryKey( state, 'x', 'y' )
		);
		expect( getValueForQueryContext( state, 'x' ) ).toBe(
			getValueForQueryContext( state, 'x' )
		);
	} );

	it( 'given bad input › throws a TypeError and keeps the state', () => {
		const registry = createTestRegistry();
		registry.dispatch( queryStateStore ).setQueryValue( 'shop', 'page', 2 );
		expect( () => registry.dispatch( queryStateStore ).setQueryValue( '', 'page', 1 ) ).toThrow(
			TypeError
		);
		expect( () => registry.dispatch( queryStateStore ).setQueryValue( 'shop', '', 1 ) ).toThrow(
			TypeError
		);
		expect( () =>
			registry
				.dispatch( queryStateStore )
				.setValueForQueryContext( 'shop', 'page=1' as never )
		).toThrow( TypeError );
		expect( registry.select( queryStateStore ).getValueForQueryContext( 'shop' ) ).toEqual( {
			page: 2,
		} );
	} );
} );
