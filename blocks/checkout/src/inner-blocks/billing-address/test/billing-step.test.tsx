/**
 * When the billing address shows (WooCommerce's rules): hidden while "Use
 * same address for billing" is ticked, shown when it is unticked, when the
 * cart ships nothing and with local pickup; while ticked the billing address
 * is the shipping address.
 */
import { act, screen, within } from '@testing-library/react';

import { addCartItem } from '@cesta/api';
import { cartStore, checkoutStore } from '@cesta/data';
import { axe, MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils';

import {
	advanceUntil,
	cartWithFan,
	findStep,
	installFakeTimers,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
	switchToRealTimers,
} from '../../../address/test/checkout-steps';
import { BillingAddressBlock } from '..';
import { ShippingAddressBlock } from '../../shipping-address';

setupCheckoutShop();

/** The online course, a virtual product: nothing ships. */
const ONLINE_COURSE = 74;

const AddressSteps = () => (
	<>
		<ShippingAddressBlock />
		<BillingAddressBlock />
	</>
);

const billingStep = () => screen.queryByRole( 'group', { name: 'Billing address' } );

describe( 'given a cart that ships, with the Madrid address', () => {
	it( 'while "Use same address for billing" is ticked › shows no billing step; unticked › the billing form, with the same address to change', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const user = installFakeTimers();
		const { registry } = renderSteps( { ui: <AddressSteps /> } );
		const shipping = await findStep( registry, 'Shipping address' );
		const same = within( shipping ).getByRole( 'checkbox', {
			name: 'Use same address for billing',
		} );
		expect( same ).toBeChecked();
		expect( billingStep() ).toBeNull();

		await user.click( same );

		const billing = await findStep( registry, 'Billing address' );
		expect( billing ).toHaveAccessibleDescription(
			'Enter the billing address that matches your payment method.'
		);
		expect( within( billing ).getByRole( 'textbox', { name: 'Address' } ) ).toHaveValue(
			MADRID_SHIPPING.address_1
		);
		expect( within( billing ).queryByRole( 'textbox', { name: /Email/ } ) ).toBeNull();
		expect( registry.select( checkoutStore ).getUseShippingAsBilling() ).toBe( false );
		await switchToRealTimers();
		expect( await axe( billing ) ).toHaveNoViolations();
	} );

	it( 'when the billing address is changed, then the box ticked again › billing becomes the shipping address again (email kept)', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const user = installFakeTimers();
		const { registry } = renderSteps( { ui: <AddressSteps /> } );
		const shipping = await findStep( registry, 'Shipping address' );
		const same = within( shipping ).getByRole( 'checkbox', {
			name: 'Use same address for billing',
		} );
		await user.click( same );
		const billing = await findStep( registry, 'Billing address' );
		const city = within( billing ).getByRole( 'textbox', { name: 'City' } );
		await user.clear( city );
		await user.type( city, 'Alcalá de Henares' );
		expect( registry.select( cartStore ).getCartData().billingAddress.city ).toBe(
			'Alcalá de Henares'
		);

		await user.click( same );

		expect( billingStep() ).toBeNull();
		expect( registry.select( cartStore ).getCartData().billingAddress ).toMatchObject( {
			city: 'Madrid',
			email: MADRID_BILLING.email,
		} );
		const shippingCity = within( shipping ).getByRole( 'textbox', { name: 'City' } );
		await user.type( shippingCity, ' Centro' );
		expect( registry.select( cartStore ).getCartData().billingAddress.city ).toBe(
			'Madrid Centro'
		);
	} );

	it( 'when the shopper chooses local pickup › the shipping address goes and the billing address shows', async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		installFakeTimers();
		const { registry } = renderSteps( { ui: <AddressSteps /> } );
		await findStep( registry, 'Shipping address' );

		await act( async () => {
			registry.dispatch( checkoutStore ).setPrefersCollection( true );
		} );

		expect( screen.queryByRole( 'group', { name: 'Shipping address' } ) ).toBeNull();
		expect( billingStep() ).not.toBeNull();
	} );
} );

describe( 'given a cart that ships nothing (an online course)', () => {
	it( 'shows the billing address only', async () => {
		await addCartItem( { id: ONLINE_COURSE, quantity: 1 } );
		installFakeTimers();
		const { registry } = renderSteps( { ui: <AddressSteps /> } );
		const billing = await findStep( registry, 'Billing address' );
		await advanceUntil( () => ! registry.select( cartStore ).getNeedsShipping() );

		expect( screen.queryByRole( 'group', { name: 'Shipping address' } ) ).toBeNull();
		expect(
			within( billing ).getByRole( 'combobox', { name: 'Country/Region' } )
		).toBeInTheDocument();
	} );
} );

describe( 'given a shop that ships to the billing address only (forcedBillingAddress)', () => {
	it( 'shows only the billing address, and what is typed there is also where it ships', async () => {
		printCheckoutPage( { forcedBillingAddress: true } );
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const user = installFakeTimers();
		const { registry } = renderSteps( { ui: <AddressSteps /> } );
		const billing = await findStep( registry, 'Billing address' );
		expect( screen.queryByRole( 'group', { name: 'Shipping address' } ) ).toBeNull();

		const city = within( billing ).getByRole( 'textbox', { name: 'City' } );
		await user.clear( city );
		await user.type( city, 'Getafe' );

		const { billingAddress, shippingAddress } = registry.select( cartStore ).getCartData();
		expect( billingAddress.city ).toBe( 'Getafe' );
		expect( shippingAddress.city ).toBe( 'Getafe' );
		expect( billingAddress.email ).toBe( MADRID_BILLING.email );
	} );
} );
