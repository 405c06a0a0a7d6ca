/** Tests of recognising React elements, lazy and block components without importing React. */

import { createElement, forwardRef, lazy, memo } from 'react';

import { isBlockComponentLike, isLazyComponentLike, isReactElementLike } from '@cesta/registry';

const Component = () => null;

describe( 'given React values, recognised without importing React', () => {
	it( 'when given an element made by React › it is an element', () => {
		expect( isReactElementLike( createElement( Component ) ) ).toBe( true );
		expect( isReactElementLike( createElement( 'div' ) ) ).toBe( true );
	} );

	it( 'when given a React 19 element (transitional marker) › it is an element', () => {
		expect(
			isReactElementLike( {
				$$typeof: Symbol.for( 'react.transitional.element' ),
				type: 'div',
				props: {},
				key: null,
			} )
		).toBe( true );
	} );

	it( 'when given a component, a string or a look-alike object › it is not an element', () => {
		expect( isReactElementLike( Component ) ).toBe( false );
		expect( isReactElementLike( 'Contra reembolso' ) ).toBe( false );
		expect( isReactElementLike( { type: 'div', props: {}, key: null } ) ).toBe( false );
		expect( isReactElementLike( null ) ).toBe( false );
	} );

	it( 'when given React.lazy › it is a lazy component and a block component', () => {
		const Lazy = lazy( () => Promise.resolve( { default: Component } ) );
		expect( isLazyComponentLike( Lazy ) ).toBe( true );
		expect( isBlockComponentLike( Lazy ) ).toBe( true );
	} );

	it( 'when given memo or forwardRef wrappers › they are not block components (spec: function or lazy)', () => {
		expect( isBlockComponentLike( memo( Component ) ) ).toBe( false );
		expect( isBlockComponentLike( forwardRef( Component ) ) ).toBe( false );
		expect( isBlockComponentLike( Component ) ).toBe( true );
	} );
} );
