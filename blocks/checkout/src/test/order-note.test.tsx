/**
 * The order note: hidden behind its checkbox, kept in the checkout store's
 * `orderNotes`, synced to the draft order and placed with the order as
 * `customer_note`.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { checkoutStore } from '@cesta/data';
import { installResizeObserver, PRODUCTS, recordRequests } from '@cesta/test-utils';

import { fillCart, setupCheckoutShop } from './checkout-shop';
import { eventually, findPlaceOrderButton, renderCheckout } from './render-checkout';

const shop = setupCheckoutShop();
installResizeObserver();

const noteBox = () => screen.getByRole( 'checkbox', { name: 'Add a note to your order' } );

describe( 'the order note', () => {
	it( 'given the checkbox › checking it reveals the note, whose text goes to the checkout store', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { registry } = renderCheckout();
		await findPlaceOrderButton();
		expect( noteBox() ).not.toBeChecked();
		expect(
			screen.queryByRole( 'textbox', {
				name: 'Notes about your order, e.g. special notes for delivery.',
			} )
		).toBeNull();
		await userEvent.click( noteBox() );
		const note = await screen.findByRole( 'textbox', {
			name: 'Notes about your order, e.g. special notes for delivery.',
		} );
		expect( note ).toHaveAttribute(
			'placeholder',
			'Notes about your order, e.g. special notes for delivery.'
		);
		await userEvent.type( note, 'Llamar antes de entregar' );
		expect( registry.select( checkoutStore ).getOrderNotes() ).toBe(
			'Llamar antes de entregar'
		);
	} );

	it( 'given a note › unchecking clears it from the order, checking again brings the text back', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { registry } = renderCheckout();
		await findPlaceOrderButton();
		await userEvent.click( noteBox() );
		await userEvent.type(
			await screen.findByRole( 'textbox', { name: /Notes about your order/ } ),
			'Portal 3'
		);
		await userEvent.click( noteBox() );
		expect( registry.select( checkoutStore ).getOrderNotes() ).toBe( '' );
		expect( screen.queryByRole( 'textbox', { name: /Notes about your order/ } ) ).toBeNull();
		await userEvent.click( noteBox() );
		expect( screen.getByRole( 'textbox', { name: /Notes about your order/ } ) ).toHaveValue(
			'Portal 3'
		);
		expect( registry.select( checkoutStore ).getOrderNotes() ).toBe( 'Portal 3' );
	} );

	it( 'given a note typed › the draft order gets it after the pause, and the placed order carries it as customer_note', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ], { address: true } );
		const { redirect } = renderCheckout();
		await findPlaceOrderButton();
		const calls = recordRequests( shop );
		await userEvent.click( noteBox() );
		await userEvent.type(
			await screen.findByRole( 'textbox', { name: /Notes about your order/ } ),
			'Dejar en conserjería'
		);
		await eventually(
			() =>
				expect(
					calls
						.calls()
						.some(
							( call ) =>
								call.route === '/checkout' &&
								( call.body as { order_notes?: string } )?.order_notes ===
									'Dejar en conserjería'
						)
				).toBe( true ),
			6000
		);
		await userEvent.click( await findPlaceOrderButton() );
		await eventually( () => expect( redirect ).toHaveBeenCalled() );
		await calls.settled();
		const post = calls
			.calls()
			.filter( ( call ) => call.method === 'POST' && call.route === '/checkout' )
			.pop();
		expect( post?.body ).toMatchObject( { customer_note: 'Dejar en conserjería' } );
	} );

	it( 'given a draft order with a note (checkoutData, the preloaded GET /checkout) › the store knows the order and the box starts checked with the note', async () => {
		window.wcSettings = {
			...window.wcSettings,
			checkoutData: { order_id: 4321, customer_note: 'Ya escrita' },
		};
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { registry } = renderCheckout();
		await findPlaceOrderButton();
		expect( registry.select( checkoutStore ).getOrderId() ).toBe( 4321 );
		expect( noteBox() ).toBeChecked();
		expect(
			await screen.findByRole( 'textbox', { name: /Notes about your order/ } )
		).toHaveValue( 'Ya escrita' );
	} );
} );
