/** Tests of useExpressPaymentAreaNeeded: shoppers without express methods, late registration, diagnostics. */

import { act, screen } from '@testing-library/react';
import { createRegistry } from '@wordpress/data';

import { createTestRegistry, renderInStores } from '@cesta/test-utils';

import { useExpressPaymentAreaNeeded } from '..';
import {
	deregisterAllMethods,
	registerExpressMethods,
	resetSettings,
	setHostSettings,
	testExpressMethod,
} from './helpers';

afterEach( () => {
	deregisterAllMethods();
	resetSettings();
} );

function Probe( { isEditor }: { isEditor?: boolean } ) {
	return <p>{ useExpressPaymentAreaNeeded( isEditor ) ? 'needed' : 'not needed' }</p>;
}

describe( 'useExpressPaymentAreaNeeded', () => {
	it( 'given a shopper and no express method › is not needed (the area would show nothing)', () => {
		renderInStores( createTestRegistry(), <Probe /> );
		expect( screen.getByText( 'not needed' ) ).toBeInTheDocument();
	} );

	it( 'given an express method registered › is needed', () => {
		registerExpressMethods( testExpressMethod( 'monedero' ) );
		renderInStores( createTestRegistry(), <Probe /> );
		expect( screen.getByText( 'needed' ) ).toBeInTheDocument();
	} );

	it( 'given a plugin registering an express method after the first render › becomes needed', () => {
		renderInStores( createTestRegistry(), <Probe /> );
		act( () => registerExpressMethods( testExpressMethod( 'monedero' ) ) );
		expect( screen.getByText( 'needed' ) ).toBeInTheDocument();
	} );

	it( 'given an administrator or the editor › is needed, for the diagnostics', () => {
		setHostSettings( { currentUserIsAdmin: true } );
		const admin = renderInStores( createTestRegistry(), <Probe /> );
		expect( screen.getByText( 'needed' ) ).toBeInTheDocument();
		admin.unmount();
		resetSettings();

		renderInStores( createTestRegistry(), <Probe isEditor /> );
		expect( screen.getByText( 'needed' ) ).toBeInTheDocument();
	} );

	it( 'given stores that belong to the block editor › detects it and is needed', () => {
		const editor = createRegistry();
		editor.registerStore( 'core/editor', { reducer: ( state = {} ) => state } );
		renderInStores( editor, <Probe /> );
		expect( screen.getByText( 'needed' ) ).toBeInTheDocument();
	} );
} );
