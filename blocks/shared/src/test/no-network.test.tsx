/**
 * Mounting makes no request of its own, and with the cart preloaded the way
 * hosts preload it (`wcSettings.preloadedApiRequests`), a block that loads
 * the cart on its first render gets it from memory: no `GET /cart`.
 */
import { useEffect, useState } from '@wordpress/element';
import { screen, waitFor } from '@testing-library/react';

import { fetchCart, resetStoreApiClient } from '@cesta/api';
import { registerBlockComponent } from '@cesta/registry';
import { captureConsole, guardAgainstNetwork } from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import type { TopLevelBlockProps } from '..';
import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { mountInAct, registerTestBlock, setPageMarkup, uniqueBlockName } from './page';

const network = guardAgainstNetwork();

afterEach( () => resetStoreApiClient() );

/** Loads the cart once shown, as the cart store's resolver does. */
const CartBlock = ( { children }: TopLevelBlockProps ) => {
	const [ count, setCount ] = useState< number | null >( null );
	const [ failed, setFailed ] = useState( false );
	useEffect( () => {
		fetchCart().then(
			( { response } ) => setCount( ( response as CartResponse ).items_count ),
			() => setFailed( true )
		);
	}, [] );
	if ( failed ) {
		return <p>Sin carrito</p>;
	}
	return (
		<div>
			<p>{ count === null ? 'Cargando…' : `${ count } artículos` }</p>
			{ children }
		</div>
	);
};

function registerCart(): string {
	const name = uniqueBlockName( 'cart' );
	registerTestBlock( { name, component: CartBlock } );
	registerBlockComponent( {
		blockName: 'acme/note',
		component: () => <p>Nota</p>,
		context: name,
	} );
	return name;
}

describe( 'network', () => {
	it( 'given blocks with no data needs › mounting requests nothing', async () => {
		const name = uniqueBlockName( 'banner' );
		registerTestBlock( {
			name,
			component: ( { children }: TopLevelBlockProps ) => <>{ children }</>,
		} );
		registerBlockComponent( {
			blockName: 'acme/note',
			component: () => <p>Nota</p>,
			context: name,
		} );
		setPageMarkup(
			`<div data-block-name="${ name }"><div data-block-name="acme/note"></div></div>`
		);
		await mountInAct();
		expect( screen.getByText( 'Nota' ) ).toBeInTheDocument();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given the cart preloaded in the settings global › the first render gets it with no GET /cart', async () => {
		window.wcSettings = {
			preloadedApiRequests: {
				'/wc/store/v1/cart': { body: cartWithItems.body, headers: cartWithItems.headers },
			},
		};
		const name = registerCart();
		setPageMarkup(
			`<div data-block-name="${ name }"><div data-block-name="acme/note"></div></div>`
		);
		await mountInAct();
		expect( await screen.findByText( '2 artículos' ) ).toBeInTheDocument();
		expect( network.requests() ).toEqual( [] );
	} );

	it( 'given nothing preloaded › the guard sees the GET /cart the block makes (and fails it)', async () => {
		captureConsole();
		const name = registerCart();
		setPageMarkup( `<div data-block-name="${ name }"></div>` );
		await mountInAct();
		await waitFor( () => expect( screen.getByText( 'Sin carrito' ) ).toBeInTheDocument() );
		expect( network.requests() ).toEqual( [
			expect.stringMatching( /^GET http:\/\/localhost\/wp-json\/wc\/store\/v1\/cart/ ),
		] );
	} );
} );
