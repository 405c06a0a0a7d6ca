/**
 * The editor entry: the sample variable product with swatches, look-only —
 * choosing works, nothing is ever requested, adding sends nothing.
 */
import { act, screen, within } from '@testing-library/react';

import type { MountedBlock } from '@cesta/blocks-shared';
import {
	adminBarShown,
	advance,
	installFakeTimers,
	recordRequests,
	renderInPreviewFrames,
} from '@cesta/test-utils';
import type { PreviewFrames } from '@cesta/test-utils';

import { renderAddToCartFormPreview } from '../editor';
import { recordClassicRequests, setupFormShop } from './form-shop';

const shop = setupFormShop();

let mounted: MountedBlock[] = [];
afterEach( () => {
	act( () => mounted.forEach( ( block ) => block.unmount() ) );
	jest.useRealTimers();
} );

describe( 'the editor preview', () => {
	it( 'given a container › shows the sample hoodie with colour and size swatches; choosing and adding request nothing', async () => {
		const calls = recordRequests( shop );
		const classic = recordClassicRequests( shop );
		const user = installFakeTimers();
		document.body.innerHTML = '<div id="preview"></div>';
		await act( async () => {
			mounted = renderAddToCartFormPreview( document.getElementById( 'preview' )! );
		} );
		await advance( 100 );
		const sizes = screen.getByRole( 'radiogroup', { name: 'Talla' } );
		await user.click( within( sizes ).getByRole( 'radio', { name: 'S' } ) );
		await advance( 300 );
		expect( screen.getByText( 'SUD-001-NEGRO-S' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Add to cart' } ) );
		await advance( 1000 );
		await calls.settled();
		await classic.settled();
		expect( calls.httpRequests() ).toEqual( [] );
		expect( classic.endpoints() ).toEqual( [] );
		expect(
			within( sizes ).getByRole( 'radio', { name: 'XL (out of stock)' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'given something that is not an element › throws a TypeError', () => {
		expect( () => renderAddToCartFormPreview( null as unknown as Element ) ).toThrow(
			TypeError
		);
	} );
} );

describe( 'given the site editor’s template preview frame', () => {
	it( 'when the preview renders in it › the frame’s admin bar is hidden; in other frames it stays', async () => {
		let frames!: PreviewFrames;
		await act( async () => {
			frames = renderInPreviewFrames( renderAddToCartFormPreview );
		} );

		expect( adminBarShown( frames.preview ) ).toBe( false );
		expect( adminBarShown( frames.other ) ).toBe( true );
		act( () => frames.unmount() );
	} );
} );
