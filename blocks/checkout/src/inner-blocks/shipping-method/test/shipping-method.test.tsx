/**
 * The choice between delivery and local pickup against the mock shop
 * (mainland Spain: flat rate 4.95 € + IVA, free shipping over 50 €, two
 * pickup shops for free), with the settings WooCommerce prints when local
 * pickup is on.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart } from '@cesta/api';
import { cartStore, checkoutStore } from '@cesta/data';
import { createTestRegistry, fillCart, recordRequests } from '@cesta/test-utils';
import { axe } from '@cesta/test-utils/dom';

import {
	eventually,
	renderShippingSteps,
	setupShippingShop,
	summaryShippingRow,
	totalShown,
} from './render-shipping-steps';

const shop = setupShippingShop();

const WASHING_MACHINE = 68;

const methodGroup = () => screen.getByRole( 'radiogroup', { name: 'Shipping method' } );
const shipOption = () => within( methodGroup() ).getByRole( 'radio', { name: /Ship/ } );
const pickupOption = () =>
	within( methodGroup() ).getByRole( 'radio', { name: /Recogida en tienda/ } );

async function madridCheckout( props: Record< string, unknown > = {} ) {
	const registry = createTestRegistry();
	await fillCart( registry );
	const utils = await renderShippingSteps( { registry, methodProps: props } );
	return { ...utils, registry };
}

const selectedOnServer = async () =>
	( await fetchCart() ).response.shipping_rates.map(
		( pack ) => pack.shipping_rates.find( ( rate ) => rate.selected )?.rate_id
	);

describe( 'the choice', () => {
	it( 'given local pickup on and a cart to ship › offers Ship (chosen) and the pickup as a radio group in the Delivery step', async () => {
		await madridCheckout();
		const step = screen.getByRole( 'group', { name: 'Delivery' } );
		expect( step ).toHaveAttribute( 'id', 'shipping-method' );
		expect( step ).toHaveClass( 'wc-block-checkout__shipping-method' );
		expect( within( methodGroup() ).getAllByRole( 'radio' ) ).toHaveLength( 2 );
		expect( shipOption() ).toBeChecked();
		expect( pickupOption() ).not.toBeChecked();
		expect( shipOption().closest( 'label' ) ).toHaveClass(
			'wc-block-checkout__shipping-method-option--selected'
		);
		expect( screen.getByRole( 'group', { name: 'Shipping options' } ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'group', { name: 'Pickup locations' } ) ).toBeNull();
	} );

	it( "given no localPickupText setting › the pickup option takes the block's label, else 'Pickup'", async () => {
		window.wcSettings = { ...window.wcSettings, localPickupText: undefined };
		const { unmount } = await madridCheckout( { localPickupText: 'Recoger en la tienda' } );
		expect(
			within( methodGroup() ).getByRole( 'radio', { name: 'Recoger en la tienda' } )
		).toBeInTheDocument();
		unmount();
		await renderShippingSteps();
		expect(
			within( methodGroup() ).getByRole( 'radio', { name: 'Pickup' } )
		).toBeInTheDocument();
	} );

	it( 'given showPrice › each option shows its price: the cheapest delivery "from", the pickup "Free"', async () => {
		await madridCheckout( {
			showPrice: 'true',
			shippingText: 'A domicilio',
			title: 'Cómo lo recibes',
		} );
		expect( screen.getByRole( 'group', { name: 'Cómo lo recibes' } ) ).toBeInTheDocument();
		expect(
			within( methodGroup() ).getByRole( 'radio', { name: /A domicilio/ } )
		).toHaveAccessibleName( 'A domicilio from €0.00' );
		expect( pickupOption() ).toHaveAccessibleName( 'Recogida en tienda Free' );
	} );

	it( 'given the default attributes › no price and two decorative icons', async () => {
		await madridCheckout();
		expect( shipOption() ).toHaveAccessibleName( 'Ship' );
		expect(
			methodGroup().querySelectorAll(
				'svg.wc-block-checkout__shipping-method-option-icon[aria-hidden="true"]'
			)
		).toHaveLength( 2 );
	} );
} );

describe( 'switching', () => {
	it( 'given Pickup chosen › the pickup locations replace the shipping options, the first shop is selected for every package and the totals follow', async () => {
		const { registry } = await madridCheckout();
		const before = totalShown();
		const requests = recordRequests( shop );
		await userEvent.click( pickupOption() );
		expect( registry.select( checkoutStore ).prefersCollection() ).toBe( true );
		expect( pickupOption() ).toBeChecked();
		const pickupStep = screen.getByRole( 'group', { name: 'Pickup locations' } );
		expect(
			within( pickupStep ).getByRole( 'radio', { name: /Tienda Madrid Centro/ } )
		).toBeChecked();
		expect( screen.queryByRole( 'group', { name: 'Shipping options' } ) ).toBeNull();
		await eventually( () =>
			expect( summaryShippingRow() ).toHaveTextContent( 'Tienda Madrid Centro' )
		);
		expect( totalShown() ).not.toBe( before );
		await requests.settled();
		expect( requests.calls() ).toContainEqual( {
			method: 'POST',
			route: '/cart/select-shipping-rate',
			body: { rate_id: 'pickup_location:0' },
		} );
		expect( await selectedOnServer() ).toEqual( [ 'pickup_location:0' ] );
	} );

	it( 'given Ship chosen again › the shipping options come back and the first delivery rate is selected', async () => {
		const { registry } = await madridCheckout();
		await userEvent.click( pickupOption() );
		await eventually( async () =>
			expect( await selectedOnServer() ).toEqual( [ 'pickup_location:0' ] )
		);
		const requests = recordRequests( shop );
		await userEvent.click( shipOption() );
		expect( registry.select( checkoutStore ).prefersCollection() ).toBe( false );
		const options = screen.getByRole( 'group', { name: 'Shipping options' } );
		expect( within( options ).getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();
		await eventually( () => expect( summaryShippingRow() ).toHaveTextContent( '€4.95' ) );
		await requests.settled();
		expect( requests.calls() ).toContainEqual(
			expect.objectContaining( { body: { package_id: 0, rate_id: 'flat_rate:1' } } )
		);
		expect( screen.queryByText( /Totals will be recalculated/ ) ).toBeNull();
	} );

	it( 'given two packages › pickup applies to both, and back to Ship each gets its first delivery rate, one selection at a time', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await registry.dispatch( cartStore ).addItemToCart( WASHING_MACHINE, 1 );
		await renderShippingSteps( { registry } );
		await userEvent.click( pickupOption() );
		await eventually( async () =>
			expect( await selectedOnServer() ).toEqual( [
				'pickup_location:0',
				'pickup_location:0',
			] )
		);
		const requests = recordRequests( shop );
		await userEvent.click( shipOption() );
		await eventually( async () =>
			expect( await selectedOnServer() ).toEqual( [ 'flat_rate:1', 'flat_rate:1' ] )
		);
		expect(
			within( screen.getByRole( 'group', { name: 'Envío 2' } ) ).getByRole( 'radio', {
				name: /Tarifa plana/,
			} )
		).toBeChecked();
		await requests.settled();
		expect(
			requests
				.calls()
				.filter( ( call ) => call.route === '/cart/select-shipping-rate' )
				.map( ( call ) => call.body )
		).toEqual( [
			{ package_id: 0, rate_id: 'flat_rate:1' },
			{ package_id: 1, rate_id: 'flat_rate:1' },
		] );
	} );

	it( 'given the keyboard › arrow keys move between Ship and Pickup', async () => {
		const { registry } = await madridCheckout();
		shipOption().focus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect( pickupOption() ).toHaveFocus();
		expect( pickupOption() ).toBeChecked();
		expect( registry.select( checkoutStore ).prefersCollection() ).toBe( true );
		await userEvent.keyboard( '{ArrowLeft}' );
		expect( shipOption() ).toBeChecked();
		expect( registry.select( checkoutStore ).prefersCollection() ).toBe( false );
	} );

	it( 'given Ship chosen while only pickups exist › says the totals will be recalculated once a valid method is selected', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( { registry } );
		const [ pack ] = registry.select( cartStore ).getShippingRates();
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: [
				{
					...pack!,
					shipping_rates: pack!.shipping_rates
						.filter( ( rate ) => rate.rate_id.startsWith( 'pickup_location:' ) )
						.map( ( rate, index ) => ( { ...rate, selected: index === 0 } ) ),
				},
			],
		} );
		expect(
			await screen.findByRole( 'group', { name: 'Pickup locations' } )
		).toBeInTheDocument();
		await userEvent.click( shipOption() );
		const info = await screen.findByText(
			'Totals will be recalculated when a valid shipping method is selected.'
		);
		expect( info.closest( '.wc-block-components-notice-banner' ) ).toHaveClass( 'is-info' );
	} );
} );

describe( 'when the choice shows', () => {
	it( 'given local pickup off in the shop › there is no choice and the pickups are shipping options', async () => {
		window.wcSettings = { ...window.wcSettings, localPickupEnabled: false };
		await madridCheckout();
		expect( screen.queryByRole( 'radiogroup', { name: 'Shipping method' } ) ).toBeNull();
		expect(
			within( screen.getByRole( 'group', { name: 'Shipping options' } ) ).getByRole(
				'radio',
				{
					name: /Tienda Madrid Centro/,
				}
			)
		).toBeInTheDocument();
	} );

	it( 'given no shipping methods configured › there is no choice', async () => {
		window.wcSettings = { ...window.wcSettings, shippingMethodsExist: false };
		await madridCheckout();
		expect( screen.queryByRole( 'radiogroup', { name: 'Shipping method' } ) ).toBeNull();
	} );

	it( 'given a cart that needs no shipping › there is no choice', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( 72, 1 );
		await renderShippingSteps( { registry } );
		expect( screen.queryByRole( 'radiogroup', { name: 'Shipping method' } ) ).toBeNull();
	} );

	it( 'given a package that cannot be collected › there is no choice', async () => {
		const { registry } = await madridCheckout();
		const [ pack ] = registry.select( cartStore ).getShippingRates();
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: [
				{
					...pack!,
					shipping_rates: pack!.shipping_rates.filter(
						( rate ) => ! rate.rate_id.startsWith( 'pickup_location:' )
					),
				},
			],
		} );
		await eventually( () =>
			expect( screen.queryByRole( 'radiogroup', { name: 'Shipping method' } ) ).toBeNull()
		);
	} );
} );

describe( 'accessibility', () => {
	it( 'given delivery chosen › axe finds no violation', async () => {
		const { container } = await madridCheckout( { showPrice: 'true' } );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given pickup chosen › axe finds no violation', async () => {
		const { container } = await madridCheckout( { showPrice: 'true' } );
		await userEvent.click( pickupOption() );
		await eventually( async () =>
			expect( await selectedOnServer() ).toEqual( [ 'pickup_location:0' ] )
		);
		await eventually( () =>
			expect( container.querySelector( '[aria-busy="true"]' ) ).toBeNull()
		);
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
