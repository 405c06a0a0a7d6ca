/**
 * Spec 2 §2, issue item 4: in an editor the Cart block shows the sample
 * cart of `@cesta/mocks` and never calls the Store API. The network guard
 * has no handlers and fails on any request.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReduxStore } from '@wordpress/data';

import {
	adminBarShown,
	createTestRegistry,
	guardAgainstNetwork,
	renderInPreviewFrames,
} from '@cesta/test-utils';
import type { PreviewFrames } from '@cesta/test-utils';

import { renderCartBlockMarkup, setPreviewCartLoader } from '..';
import { renderCartBlockPreview } from '../editor';
import { findCartTable, renderCart } from './render-cart';

const network = guardAgainstNetwork();

afterEach( () => {
	setPreviewCartLoader( null );
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

const SAMPLE_LINES = [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ];

const expectSampleCart = async () => {
	const table = await findCartTable();
	SAMPLE_LINES.forEach( ( name ) => expect( table ).toHaveTextContent( name ) );
	expect( network.requests() ).toEqual( [] );
	return table;
};

describe( 'the editor preview', () => {
	it( 'given the isPreview attribute › shows the sample cart with no request', async () => {
		renderCart( { attributes: { isPreview: true } } );
		await expectSampleCart();
		expect( screen.getByRole( 'link', { name: 'Proceed to Checkout' } ) ).toBeInTheDocument();
	} );

	it( 'given the host setting isEditor › shows the sample cart with no request', async () => {
		window.wcSettings = { isEditor: true };
		renderCart();
		await expectSampleCart();
	} );

	it( 'given a registry with the block editor store › shows the sample cart with no request', async () => {
		const registry = createTestRegistry();
		registry.register(
			createReduxStore( 'core/editor', { reducer: ( state = {} ) => state, selectors: {} } )
		);
		renderCart( { registry } );
		await expectSampleCart();
	} );

	it( 'given the preview › it is look-only: clicks, keys and typing change nothing and send nothing', async () => {
		renderCart( { attributes: { isPreview: true } } );
		const table = await expectSampleCart();
		expect( document.querySelector( '.wc-block-cart__preview' ) ).toHaveAttribute( 'inert' );
		const firstRow = within( table ).getAllByRole( 'row' )[ 1 ]!;
		const box = within( firstRow ).getByRole( 'spinbutton' );
		const before = ( box as HTMLInputElement ).value;
		await userEvent.click(
			within( firstRow ).getByRole( 'button', { name: /Increase quantity/ } )
		);
		await userEvent.click(
			within( firstRow ).getByRole( 'button', { name: /Remove item: .*/ } )
		);
		await userEvent.type( box, '5{Enter}' );
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 900 ) ) );
		expect( box ).toHaveValue( Number( before ) );
		expect( within( table ).getAllByRole( 'row' ) ).toHaveLength( 4 );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given a loader that fails › says the preview could not be loaded', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		setPreviewCartLoader( () => Promise.reject( new Error( 'offline' ) ) );
		renderCart( { attributes: { isPreview: true } } );
		expect(
			await screen.findByText( 'The cart preview could not be loaded.' )
		).toBeInTheDocument();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the editor entry › renderCartBlockPreview mounts the sample cart into a container', async () => {
		const container = document.createElement( 'div' );
		document.body.appendChild( container );
		let handles: ReturnType< typeof renderCartBlockPreview > = [];
		await act( async () => {
			handles = renderCartBlockPreview( container );
		} );
		expect( container.innerHTML ).toContain( 'data-block-name="woocommerce/cart"' );
		await expectSampleCart();
		act( () => handles.forEach( ( handle ) => handle.unmount() ) );
	} );

	it( 'given something that is not an element › renderCartBlockPreview throws a TypeError', () => {
		expect( () => renderCartBlockPreview( null as unknown as Element ) ).toThrow(
			/expects a DOM element to render into, received null/
		);
	} );

	it( 'given the markup for a preview › the container carries data-is-preview="true"', () => {
		expect( renderCartBlockMarkup( { attributes: { isPreview: true } } ) ).toContain(
			'data-is-preview="true"'
		);
	} );
} );

describe( 'given the site editor’s template preview frame', () => {
	it( 'when the preview renders in it › the frame’s admin bar is hidden; in other frames it stays', async () => {
		let frames!: PreviewFrames;
		await act( async () => {
			frames = renderInPreviewFrames( renderCartBlockPreview );
		} );

		expect( adminBarShown( frames.preview ) ).toBe( false );
		expect( adminBarShown( frames.other ) ).toBe( true );
		act( () => frames.unmount() );
	} );
} );
