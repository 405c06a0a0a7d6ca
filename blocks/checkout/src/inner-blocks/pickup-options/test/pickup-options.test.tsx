/**
 * The pickup locations step against the mock shop's two shops (Madrid and
 * Barcelona, free, with their address and opening hours), once the shopper
 * chose pickup; and spec 2 §8's warnings.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ExperimentalOrderLocalPickupPackages } from '@cesta/blocks-checkout';
import { fetchCart, selectShippingRate } from '@cesta/api';
import { cartStore, checkoutStore, SHIPPING_RATES_ERROR_ID, validationStore } from '@cesta/data';
import { createTestRegistry, fillCart, recordRequests } from '@cesta/test-utils';
import { axe } from '@cesta/test-utils/dom';

import {
	eventually,
	renderShippingSteps,
	setupShippingShop,
	summaryShippingRow,
} from '../../shipping-method/test/render-shipping-steps';

const shop = setupShippingShop();

const WASHING_MACHINE = 68;

const pickupStep = () => screen.getByRole( 'group', { name: 'Pickup locations' } );
const location = ( name: RegExp ) => within( pickupStep() ).getByRole( 'radio', { name } );

async function pickupCheckout( registry = createTestRegistry() ) {
	await fillCart( registry );
	const utils = await renderShippingSteps( { registry } );
	await userEvent.click( screen.getByRole( 'radio', { name: /Recogida en tienda/ } ) );
	await eventually( async () =>
		expect(
			( await fetchCart() ).response.shipping_rates[ 0 ]?.shipping_rates.find(
				( rate ) => rate.selected
			)?.rate_id
		).toBe( 'pickup_location:0' )
	);
	await eventually( () =>
		expect( pickupStep().querySelector( '[aria-busy="true"]' ) ).toBeNull()
	);
	return { ...utils, registry };
}

describe( 'the locations', () => {
	it( 'given pickup chosen › lists the shops with their address and price, the first checked with its opening hours', async () => {
		await pickupCheckout();
		const step = pickupStep();
		expect( step ).toHaveAttribute( 'id', 'pickup-options' );
		expect( step ).toHaveClass( 'wc-block-checkout__pickup-options' );
		expect( within( step ).getAllByRole( 'radio' ) ).toHaveLength( 2 );
		const madrid = location( /Tienda Madrid Centro/ );
		expect( madrid ).toBeChecked();
		expect( madrid ).toHaveAccessibleName( 'Tienda Madrid Centro Free' );
		expect( madrid ).toHaveAccessibleDescription(
			'Calle Gran Vía 1, 28013 Madrid, Madrid Lunes a sábado de 10:00 a 20:00'
		);
		const barcelona = location( /Tienda Barcelona Eixample/ );
		expect( barcelona ).toHaveAccessibleDescription(
			expect.stringContaining( 'Passeig de Gràcia 10' )
		);
		expect(
			barcelona.closest( '.wc-block-components-radio-control__option' )
		).not.toHaveTextContent( 'Lunes a viernes' );
	} );

	it( 'given another shop chosen › the cart selects it for every package and its details show', async () => {
		await pickupCheckout();
		const requests = recordRequests( shop );
		await userEvent.click( location( /Tienda Barcelona Eixample/ ) );
		expect( location( /Tienda Barcelona Eixample/ ) ).toBeChecked();
		expect(
			location( /Tienda Barcelona Eixample/ ).closest(
				'.wc-block-components-radio-control__option'
			)
		).toHaveTextContent( 'Lunes a viernes de 10:00 a 21:00' );
		await eventually( () =>
			expect( summaryShippingRow() ).toHaveTextContent( 'Tienda Barcelona Eixample' )
		);
		await requests.settled();
		expect( requests.calls() ).toContainEqual( {
			method: 'POST',
			route: '/cart/select-shipping-rate',
			body: { rate_id: 'pickup_location:1' },
		} );
	} );

	it( 'given the keyboard › arrow keys move between the shops', async () => {
		await pickupCheckout();
		location( /Tienda Madrid Centro/ ).focus();
		await userEvent.keyboard( '{ArrowDown}' );
		expect( location( /Tienda Barcelona Eixample/ ) ).toHaveFocus();
		expect( location( /Tienda Barcelona Eixample/ ) ).toBeChecked();
		await eventually( () =>
			expect( summaryShippingRow() ).toHaveTextContent( 'Tienda Barcelona Eixample' )
		);
	} );

	it( 'given a pickup with a cost and two packages › its price reads per package', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( WASHING_MACHINE, 1 );
		await pickupCheckout( registry );
		const packages = registry.select( cartStore ).getShippingRates();
		expect( packages ).toHaveLength( 2 );
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: packages.map( ( pack ) => ( {
				...pack,
				shipping_rates: pack.shipping_rates.map( ( rate ) =>
					rate.rate_id === 'pickup_location:1' ? { ...rate, price: '300' } : rate
				),
			} ) ),
		} );
		expect(
			await within( pickupStep() ).findByRole( 'radio', {
				name: /Tienda Barcelona Eixample/,
			} )
		).toHaveAccessibleName(
			expect.stringMatching( /^Tienda Barcelona Eixample €3\.00 x 2 packages/ )
		);
		expect( screen.getByRole( 'group', { name: 'Envío 1' } ) ).toBeInTheDocument();
	} );
} );

describe( 'warnings', () => {
	it( 'given packages to be collected from different shops › warns that they must share the pickup location', async () => {
		const registry = createTestRegistry();
		await registry.resolveSelect( cartStore ).getCartData();
		await registry.dispatch( cartStore ).addItemToCart( WASHING_MACHINE, 1 );
		await pickupCheckout( registry );
		expect( screen.queryByText( /Multiple shipments/ ) ).toBeNull();
		// The server has another shop for the second package (chosen elsewhere, e.g. in another tab).
		const { response } = await selectShippingRate( {
			package_id: 1,
			rate_id: 'pickup_location:1',
		} );
		registry.dispatch( cartStore ).receiveCart( response );
		const warning = await within( pickupStep() ).findByRole( 'alert' );
		expect( warning ).toHaveTextContent(
			'Multiple shipments must have the same pickup location'
		);
		// Choosing a shop for all of them settles it.
		await userEvent.click( location( /Tienda Barcelona Eixample/ ) );
		await eventually( () => expect( screen.queryByText( /Multiple shipments/ ) ).toBeNull() );
	} );

	it( 'given pickup chosen and then a package that cannot be collected › the shopper is back to the shipping options', async () => {
		const { registry } = await pickupCheckout();
		const [ pack ] = registry.select( cartStore ).getShippingRates();
		registry.dispatch( cartStore ).setCartData( {
			shippingRates: [
				{
					...pack!,
					shipping_rates: pack!.shipping_rates
						.filter( ( rate ) => ! rate.rate_id.startsWith( 'pickup_location:' ) )
						.map( ( rate, index ) => ( { ...rate, selected: index === 0 } ) ),
				},
			],
		} );
		await eventually( () =>
			expect( screen.queryByRole( 'group', { name: 'Pickup locations' } ) ).toBeNull()
		);
		expect( registry.select( checkoutStore ).prefersCollection() ).toBe( true );
		const options = screen.getByRole( 'group', { name: 'Shipping options' } );
		expect( within( options ).getByRole( 'radio', { name: /Tarifa plana/ } ) ).toBeChecked();
		expect(
			registry.select( validationStore ).getValidationError( SHIPPING_RATES_ERROR_ID )
		).toBeUndefined();
	} );
} );

describe( 'extensions', () => {
	it( 'given a fill of ExperimentalOrderLocalPickupPackages › it renders in the step with the cart and the location select', async () => {
		const received: Array< Record< string, unknown > > = [];
		function PickupNote( props: Record< string, unknown > ) {
			received.push( props );
			return <p>Trae tu DNI para recoger el pedido.</p>;
		}
		const registry = createTestRegistry();
		await fillCart( registry );
		await renderShippingSteps( {
			registry,
			pickupProps: {
				children: (
					<ExperimentalOrderLocalPickupPackages>
						<PickupNote />
					</ExperimentalOrderLocalPickupPackages>
				),
			},
		} );
		await userEvent.click( screen.getByRole( 'radio', { name: /Recogida en tienda/ } ) );
		expect(
			await within( pickupStep() ).findByText( 'Trae tu DNI para recoger el pedido.' )
		).toBeInTheDocument();
		const props = received.at( -1 )!;
		expect( props.cart ).toEqual( expect.objectContaining( { cartItemsCount: 2 } ) );
		expect( props.components ).toEqual(
			expect.objectContaining( { LocalPickupSelect: expect.any( Function ) } )
		);
		expect( props.renderPickupLocation ).toEqual( expect.any( Function ) );
	} );
} );

describe( 'accessibility', () => {
	it( 'given the pickup state with its details › axe finds no violation', async () => {
		const { container } = await pickupCheckout();
		expect( await axe( container ) ).toHaveNoViolations();
	} );
} );
