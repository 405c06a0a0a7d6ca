/**
 * Typing in the first-name field re-renders neither the order summary (its
 * lines, its rows, its total) nor the payment area (React Profiler around
 * each, in the whole Checkout block as the server markup gives it).
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import type { ComponentType } from 'react';

import type { InnerBlockProps } from '@cesta/cart-checkout-shared';
import { installResizeObserver, PRODUCTS } from '@cesta/test-utils';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { CHECKOUT_INNER_BLOCK_COMPONENTS } from '../inner-blocks';
import { fillCart, setupCheckoutShop } from './checkout-shop';
import { findPlaceOrderButton, renderCheckout } from './render-checkout';

setupCheckoutShop();
installResizeObserver();

const PROFILED = {
	summary: NAMES.CHECKOUT_ORDER_SUMMARY,
	lines: NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS,
	subtotal: NAMES.CHECKOUT_ORDER_SUMMARY_SUBTOTAL,
	shipping: NAMES.CHECKOUT_ORDER_SUMMARY_SHIPPING,
	payment: NAMES.CHECKOUT_PAYMENT,
	shippingAddress: NAMES.CHECKOUT_SHIPPING_ADDRESS,
} as const;

describe( 'given the whole checkout on the page', () => {
	it( 'when typing in the first-name field › neither the order summary nor the payment area renders', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		const renders: Record< string, number > = {};
		const count = ( id: string ) => {
			renders[ id ] = ( renders[ id ] ?? 0 ) + 1;
		};
		const blockMap = Object.fromEntries(
			Object.entries( PROFILED ).map( ( [ id, name ] ) => {
				const Block = CHECKOUT_INNER_BLOCK_COMPONENTS[
					name
				] as ComponentType< InnerBlockProps >;
				const Profiled = ( props: InnerBlockProps ) => (
					<Profiler id={ id } onRender={ count }>
						<Block { ...props } />
					</Profiler>
				);
				return [ name, Profiled ];
			} )
		);
		renderCheckout( { blockMap } );
		await findPlaceOrderButton();
		const step = document.getElementById( 'shipping-fields' )!;
		const firstName = within( step ).getByRole( 'textbox', { name: 'First name' } );
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 300 ) ) );
		Object.keys( renders ).forEach( ( id ) => delete renders[ id ] );

		for ( const value of [ 'L', 'Lu', 'Luc' ] ) {
			fireEvent.change( firstName, { target: { value } } );
		}

		expect( firstName ).toHaveValue( 'Luc' );
		expect( renders.shippingAddress ).toBeGreaterThan( 0 );
		expect( renders ).toEqual( { shippingAddress: renders.shippingAddress } );
		expect( screen.getByRole( 'button', { name: 'Place Order' } ) ).toBeInTheDocument();
	} );
} );
