/**
 * The shipping address follows its country (spec 2 §3–§5): Spain's form
 * asks for a province from a list, a new country clears the state and the
 * postcode and empties the fields it hides, a page without `countryData`
 * gets the built-in locales, and an address in the Canary Islands reaches the
 * server with the customer-data push, which brings its rates and taxes.
 */
import { screen, within } from '@testing-library/react';

import { cartStore, CUSTOMER_DATA_PUSH_DEBOUNCE_MS } from '@cesta/data';
import { MADRID_SHIPPING, recordRequests } from '@cesta/test-utils';

import {
	advance,
	advanceUntil,
	capturedSettings,
	cartWithFan,
	findStep,
	installFakeTimers,
	placeOrder,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
} from '../../../address/test/checkout-steps';
import { ShippingAddressBlock } from '..';

const shop = setupCheckoutShop();

const renderShipping = async () => {
	const user = installFakeTimers();
	const rendered = renderSteps( { ui: <ShippingAddressBlock /> } );
	const step = await findStep( rendered.registry, 'Shipping address' );
	return { user, step, ...rendered };
};

const shippingAddressOf = ( registry: ReturnType< typeof renderSteps >[ 'registry' ] ) =>
	registry.select( cartStore ).getCartData().shippingAddress;

describe( 'given the Spanish shipping address of WooCommerce’s checkout page', () => {
	it( 'asks for the province from a list, with a "Select a province" placeholder, postcode before city', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const { step } = await renderShipping();

		const province = within( step ).getByRole( 'combobox', { name: 'Province' } );
		expect( province ).toHaveValue( 'M' );
		expect(
			within( province ).getByRole( 'option', { name: 'Select a province' } )
		).toHaveValue( '' );
		expect( within( province ).getByRole( 'option', { name: 'Las Palmas' } ) ).toHaveValue(
			'GC'
		);
		const labels = within( step )
			.getAllByRole( 'textbox' )
			.map( ( input ) => input.getAttribute( 'id' ) );
		expect( labels.indexOf( 'shipping-postcode' ) ).toBeLessThan(
			labels.indexOf( 'shipping-city' )
		);
	} );

	it( 'when the country changes › clears the province and the postcode, and offers the new country’s fields', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const { user, step, registry } = await renderShipping();

		await user.selectOptions(
			within( step ).getByRole( 'combobox', { name: 'Country/Region' } ),
			'FR'
		);

		expect( shippingAddressOf( registry ) ).toMatchObject( {
			country: 'FR',
			state: '',
			postcode: '',
			city: 'Madrid',
		} );
		expect( within( step ).getByRole( 'textbox', { name: 'Postal code' } ) ).toHaveValue( '' );
		expect( within( step ).queryByRole( 'combobox', { name: 'Province' } ) ).toBeNull();
	} );

	it( 'when the shopper comes back to Spain and places the order › the empty province says "Please select a province"', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const { user, step, registry } = await renderShipping();
		const country = within( step ).getByRole( 'combobox', { name: 'Country/Region' } );
		await user.selectOptions( country, 'FR' );
		await user.selectOptions( country, 'ES' );
		const province = within( step ).getByRole( 'combobox', { name: 'Province' } );
		expect( province ).toHaveValue( '' );
		expect( province ).not.toHaveAttribute( 'aria-invalid' );

		await placeOrder( registry );

		expect( province ).toHaveAccessibleDescription( 'Please select a province' );
		expect( province ).toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( 'when the new country hides the state (Portugal) › the field goes and the province chosen before goes with it', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const { user, step, registry } = await renderShipping();
		const country = within( step ).getByRole( 'combobox', { name: 'Country/Region' } );

		await user.selectOptions( country, 'PT' );
		await user.selectOptions( country, 'ES' );
		await user.selectOptions(
			within( step ).getByRole( 'combobox', { name: 'Province' } ),
			'B'
		);
		expect( shippingAddressOf( registry ).state ).toBe( 'B' );
		await user.selectOptions( country, 'PT' );

		expect( within( step ).queryByRole( 'combobox', { name: /Province|State/ } ) ).toBeNull();
		expect( shippingAddressOf( registry ).state ).toBe( '' );
	} );

	it( 'given a saved company while the shop hides the company field › empties it, as WooCommerce’s form does', async () => {
		await cartWithFan( { shipping_address: { ...MADRID_SHIPPING, company: 'Cesta S.L.' } } );
		const { step, registry } = await renderShipping();

		expect( within( step ).queryByRole( 'textbox', { name: /Company/ } ) ).toBeNull();
		expect( shippingAddressOf( registry ).company ).toBe( '' );
		expect( shippingAddressOf( registry ).address_1 ).toBe( MADRID_SHIPPING.address_1 );
	} );

	it( 'when the shopper moves to Las Palmas (GC, 35001) › the push brings the Canary Islands rate and no IVA', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const { user, step, registry } = await renderShipping();
		const rateNames = () =>
			registry
				.select( cartStore )
				.getShippingRates()
				.flatMap( ( pack ) => pack.shipping_rates.map( ( rate ) => rate.name ) );
		expect( rateNames() ).toContain( 'Tarifa plana' );
		expect( Number( registry.select( cartStore ).getCartTotals().total_tax ) ).toBeGreaterThan(
			0
		);
		const requests = recordRequests( shop );

		await user.selectOptions(
			within( step ).getByRole( 'combobox', { name: 'Province' } ),
			'GC'
		);
		const postcode = within( step ).getByRole( 'textbox', { name: 'Postal code' } );
		await user.clear( postcode );
		await user.type( postcode, '35001' );
		await user.type(
			within( step ).getByRole( 'textbox', { name: 'City' } ),
			'{Control>}a{/Control}Las Palmas de Gran Canaria'
		);
		expect( requests.routes() ).not.toContain( 'POST /cart/update-customer' );

		await advance( CUSTOMER_DATA_PUSH_DEBOUNCE_MS );
		await advanceUntil( () => rateNames().includes( 'Tarifa plana Canarias' ) );

		const pushed = requests
			.calls()
			.filter( ( call ) => call.method === 'POST' && call.route === '/cart/update-customer' );
		expect( pushed ).toHaveLength( 1 );
		expect( pushed[ 0 ]!.body ).toMatchObject( {
			shipping_address: { state: 'GC', postcode: '35001', country: 'ES' },
		} );
		expect( rateNames() ).not.toContain( 'Tarifa plana' );
		expect( registry.select( cartStore ).getCartTotals().total_tax ).toBe( '0' );
	} );
} );

describe( 'given a host page without countryData', () => {
	it( 'loads the built-in locales before showing the form: Spain still gets its province list', async () => {
		const names = capturedSettings().countries as Record< string, string >;
		const sellsTo = Object.fromEntries(
			[ 'ES', 'PT', 'FR' ].map( ( code ) => [ code, names[ code ] ] )
		);
		printCheckoutPage( { allowedCountries: sellsTo, shippingCountries: sellsTo } );
		delete window.wcSettings!.countryData;
		await cartWithFan( { shipping_address: MADRID_SHIPPING } );
		const { step } = await renderShipping();

		const province = await within( step ).findByRole( 'combobox', { name: 'Province' } );
		expect( province ).toHaveValue( 'M' );
		expect( within( province ).getByRole( 'option', { name: 'Madrid' } ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Loading the address form…' ) ).toBeNull();
	} );
} );
