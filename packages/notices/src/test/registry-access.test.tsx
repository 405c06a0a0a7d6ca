/** Tests of reaching core/notices in a registry: dispatch and select, a missing store, the hook's registry. */

import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { noticesDispatch, noticesSelect, noticesStore, useNoticesDispatch } from '@cesta/notices';

const registryWithNotices = () => {
	const registry = createRegistry();
	registry.register( noticesStore );
	return registry;
};

describe( 'reaching core/notices in a registry', () => {
	it( 'given a registry with the store › noticesDispatch creates and noticesSelect reads its notices', async () => {
		const registry = registryWithNotices();
		await noticesDispatch( registry ).createErrorNotice( 'Tarjeta rechazada', {
			id: 'payment',
			context: 'wc/checkout',
		} );
		expect( noticesSelect( registry ).getNotices( 'wc/checkout' ) ).toEqual( [
			expect.objectContaining( {
				id: 'payment',
				status: 'error',
				content: 'Tarjeta rechazada',
			} ),
		] );
	} );

	it( 'given a registry without the store › both throw an error that says what to register', () => {
		const registry = createRegistry();
		const message = /"core\/notices" store is not registered.*@cesta\/notices/;
		expect( () => noticesDispatch( registry ) ).toThrow( message );
		expect( () => noticesSelect( registry ) ).toThrow( message );
	} );

	it( 'given a component under a RegistryProvider › useNoticesDispatch acts on that registry with stable functions', async () => {
		const registry = registryWithNotices();
		const wrapper = ( { children }: { children: ReactNode } ) => (
			<RegistryProvider value={ registry }>{ children }</RegistryProvider>
		);
		const { result, rerender } = renderHook( () => useNoticesDispatch(), { wrapper } );
		const first = result.current.removeNotice;
		await result.current.createInfoNotice( 'Hola', { id: 'hi', context: 'wc/cart' } );
		expect( noticesSelect( registry ).getNotices( 'wc/cart' ) ).toHaveLength( 1 );
		rerender();
		expect( result.current.removeNotice ).toBe( first );
		await result.current.removeNotice( 'hi', 'wc/cart' );
		expect( noticesSelect( registry ).getNotices( 'wc/cart' ) ).toEqual( [] );
	} );
} );
