/** Tests of useStoreCart: it re-renders only when a member it read changes, and reports loading. */

import { Profiler } from 'react';
import type { ProfilerOnRenderCallback } from 'react';
import { act, render, screen } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import cartWithItems from '../../../../reference/store-api-samples/cart-with-items.json';
import { createTestRegistry, setupMockShop } from '@cesta/test-utils';
import type { CartResponse } from '@cesta/types';

import { cartStore } from '../../cart';
import { useStoreCart } from '../use-store-cart';

setupMockShop();
const sample = cartWithItems.body as unknown as CartResponse;

function ItemCount() {
	const { cartItemsCount } = useStoreCart();
	return <span data-testid="count">{ cartItemsCount }</span>;
}

const renderCount = () => {
	const registry = createTestRegistry();
	registry.dispatch( cartStore ).receiveCart( sample );
	const onRender = jest.fn< void, Parameters< ProfilerOnRenderCallback > >();
	const view = render(
		<RegistryProvider value={ registry }>
			<Profiler id="count" onRender={ onRender }>
				<ItemCount />
			</Profiler>
		</RegistryProvider>
	);
	return { registry, onRender, view };
};

describe( 'useStoreCart', () => {
	it( 'given a loaded cart › shows its item count', () => {
		renderCount();
		expect( screen.getByTestId( 'count' ) ).toHaveTextContent( String( sample.items_count ) );
	} );

	it( 'given a component showing the item count › an address edit does not re-render it (React Profiler)', () => {
		const { registry, onRender } = renderCount();
		const rendersBefore = onRender.mock.calls.length;
		act( () => {
			registry.dispatch( cartStore ).setShippingAddress( { city: 'Toledo' } );
			registry.dispatch( cartStore ).setBillingAddress( { email: 'otra@example.com' } );
			registry.dispatch( cartStore ).setShippingAddress( { postcode: '45001' } );
		} );
		expect( onRender ).toHaveBeenCalledTimes( rendersBefore );
	} );

	it( 'given the same component › a change of the item count re-renders it once', () => {
		const { registry, onRender } = renderCount();
		const rendersBefore = onRender.mock.calls.length;
		act( () => {
			registry
				.dispatch( cartStore )
				.receiveCart( { ...sample, items_count: sample.items_count + 1 } );
		} );
		expect( onRender ).toHaveBeenCalledTimes( rendersBefore + 1 );
		expect( screen.getByTestId( 'count' ) ).toHaveTextContent(
			String( sample.items_count + 1 )
		);
	} );

	it( 'given a component reading the address › an address edit re-renders it', () => {
		const registry = createTestRegistry();
		registry.dispatch( cartStore ).receiveCart( sample );
		function City() {
			const { shippingAddress } = useStoreCart();
			return <span data-testid="city">{ shippingAddress.city }</span>;
		}
		render(
			<RegistryProvider value={ registry }>
				<City />
			</RegistryProvider>
		);
		act( () => {
			registry.dispatch( cartStore ).setShippingAddress( { city: 'Toledo' } );
		} );
		expect( screen.getByTestId( 'city' ) ).toHaveTextContent( 'Toledo' );
	} );

	it( 'given the cart is not loaded yet › cartIsLoading is true until it arrives', async () => {
		const registry = createTestRegistry();
		function Loading() {
			const { cartIsLoading } = useStoreCart();
			return <span data-testid="loading">{ String( cartIsLoading ) }</span>;
		}
		render(
			<RegistryProvider value={ registry }>
				<Loading />
			</RegistryProvider>
		);
		expect( screen.getByTestId( 'loading' ) ).toHaveTextContent( 'true' );
		expect( await screen.findByText( 'false' ) ).toBeInTheDocument();
	} );
} );
