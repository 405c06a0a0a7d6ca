/**
 * Spec 2 §2, issue item 10: in an editor the Checkout block shows the sample
 * cart of `@cesta/mocks/preview` and never calls the Store API. The network
 * guard has no handlers and fails on any request.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
	adminBarShown,
	guardAgainstNetwork,
	installResizeObserver,
	renderInPreviewFrames,
} from '@cesta/test-utils';
import type { PreviewFrames } from '@cesta/test-utils';

import { renderCheckoutBlockPreview, setPreviewCartLoader } from '../editor';
import { renderCheckout } from './render-checkout';

const network = guardAgainstNetwork();
installResizeObserver();

afterEach( () => {
	setPreviewCartLoader( null );
	document.body.innerHTML = '';
	delete window.wcSettings;
} );

const SAMPLE_LINES = [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ];

const findSampleSummary = async () => {
	const list = await screen.findByRole(
		'list',
		{ name: 'Items in your order' },
		{ timeout: 4000 }
	);
	SAMPLE_LINES.forEach( ( name ) => expect( list ).toHaveTextContent( name ) );
	return list;
};

describe( 'the editor preview', () => {
	it( 'given the isPreview attribute › shows the sample cart in the order summary and the place-order button, with no request', async () => {
		renderCheckout( { attributes: { isPreview: true } } );
		await findSampleSummary();
		expect( screen.getByRole( 'button', { name: 'Place Order' } ) ).toBeInTheDocument();
		expect( document.querySelector( '.wc-block-checkout__preview' ) ).toHaveAttribute(
			'inert'
		);
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 300 ) ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the preview › clicking Place Order sends nothing', async () => {
		renderCheckout( { attributes: { isPreview: true } } );
		await findSampleSummary();
		await userEvent.click( screen.getByRole( 'button', { name: 'Place Order' } ) );
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 300 ) ) );
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the editor entry › renderCheckoutBlockPreview renders the sample checkout into a container and unmounts cleanly', async () => {
		const container = document.createElement( 'div' );
		document.body.appendChild( container );
		let preview: ReturnType< typeof renderCheckoutBlockPreview >[ number ] | undefined;
		await act( async () => {
			[ preview ] = renderCheckoutBlockPreview( container );
		} );
		const list = await findSampleSummary();
		expect( list.querySelectorAll( ':scope > li' ) ).toHaveLength( SAMPLE_LINES.length );
		act( () => preview!.unmount() );
		expect( network.requests() ).toEqual( [] );
		expect( () => renderCheckoutBlockPreview( null as unknown as Element ) ).toThrow(
			'renderCheckoutBlockPreview expects a DOM element to render into, received null.'
		);
	} );

	it( 'given a loader that fails › says the preview could not be loaded', async () => {
		jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		setPreviewCartLoader( () => Promise.reject( new Error( 'offline' ) ) );
		renderCheckout( { attributes: { isPreview: true } } );
		expect(
			await screen.findByText( 'The checkout preview could not be loaded.' )
		).toBeInTheDocument();
	} );
} );

describe( 'given the site editor’s template preview frame', () => {
	it( 'when the preview renders in it › the frame’s admin bar is hidden; in other frames it stays', async () => {
		let frames!: PreviewFrames;
		await act( async () => {
			frames = renderInPreviewFrames( renderCheckoutBlockPreview );
		} );

		expect( adminBarShown( frames.preview ) ).toBe( false );
		expect( adminBarShown( frames.other ) ).toBe( true );
		act( () => frames.unmount() );
	} );
} );
