/**
 * The frame of the Checkout block: the same as the cart's, with the
 * checkout's notice context and class names; a failed first load (spec 2 §8)
 * shows its error once at the top; the inner blocks learn from its context
 * when the shopper empties the cart.
 */
import { act, screen, waitFor } from '@testing-library/react';

import { cartStore } from '@cesta/data';
import {
	createTestRegistry,
	fillCart,
	noticesIn,
	setupMockShop,
	startCartSession,
} from '@cesta/test-utils';

import { renderInBlock } from '../../test/render-in-block';
import { useTopLevelBlockContext } from '../top-level-block-context';

const shop = setupMockShop();
jest.setTimeout( 15000 );

function ContextProbe() {
	const { wasEmptied, hasDarkControls, isPreview } = useTopLevelBlockContext();
	return (
		<p>
			{ `vaciado: ${ wasEmptied }, oscuro: ${ hasDarkControls }, vista previa: ${ isPreview }` }
		</p>
	);
}

describe( "the checkout's frame", () => {
	it( 'given a cart that cannot be loaded › the error shows once in the wc/checkout notices at the top and the content stays hidden', async () => {
		// A shopper with a cart session: without one the block asks nothing (spec 2 §6).
		await startCartSession();
		shop.faults( { invalidJson: true, only: 'GET /cart' } );
		const { registry, container } = renderInBlock( <p>Contenido</p> );
		const alert = await screen.findByRole( 'alert', {}, { timeout: 3000 } );
		expect( alert ).toHaveTextContent(
			'Something went wrong. Please contact us to get assistance.'
		);
		expect( alert.closest( '[data-context="wc/checkout"]' ) ).not.toBeNull();
		expect( container.querySelector( '.wc-block-checkout__container' ) ).toContainElement(
			alert
		);
		expect( noticesIn( registry, 'wc/checkout' ) ).toHaveLength( 1 );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
		expect( screen.queryByText( 'Contenido' ) ).toBeNull();
	} );

	it( 'given a loaded cart › the content shows and the context says nothing was emptied', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		renderInBlock( <ContextProbe />, { registry } );
		expect(
			await screen.findByText( 'vaciado: false, oscuro: false, vista previa: false' )
		).toBeInTheDocument();
	} );

	it( 'given the shopper removes the last line › the context says the cart was emptied', async () => {
		const registry = createTestRegistry();
		const key = await fillCart( registry );
		renderInBlock( <ContextProbe />, { registry } );
		await screen.findByText( /vaciado: false/ );
		await act( () => registry.dispatch( cartStore ).removeItemFromCart( key ) );
		await waitFor( () => expect( screen.getByText( /vaciado: true/ ) ).toBeInTheDocument(), {
			timeout: 3000,
		} );
	} );
} );
