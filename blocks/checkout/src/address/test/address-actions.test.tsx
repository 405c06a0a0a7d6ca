/**
 * WooCommerce's checkout actions for analytics and payment plugins
 * (wc-blocks-api §7): the steps fire `…-checkout-set-email-address`,
 * `…-set-billing-address` and `…-set-shipping-address` with `{ storeCart }`
 * on every change, from the same steps and in the same order as
 * WooCommerce's.
 */
import { act, within } from '@testing-library/react';
import { addAction, removeAction } from '@wordpress/hooks';

import { cartStore, checkoutStore } from '@cesta/data';
import type { StoreCart } from '@cesta/data';
import { checkoutFieldsSetting } from '@cesta/mocks';
import { captureErrors, MADRID_BILLING, MADRID_SHIPPING } from '@cesta/test-utils';

import {
	capturedSettings,
	cartWithFan,
	findStep,
	installFakeTimers,
	printCheckoutPage,
	renderSteps,
	setupCheckoutShop,
} from './checkout-steps';

const shop = setupCheckoutShop();

// WooCommerce's names, written out: a test that read our constant would pass whatever it said.
const ACTIONS = {
	email: 'experimental__woocommerce_blocks-checkout-set-email-address',
	billing: 'experimental__woocommerce_blocks-checkout-set-billing-address',
	shipping: 'experimental__woocommerce_blocks-checkout-set-shipping-address',
} as const;
type ActionName = keyof typeof ACTIONS;

const NAMESPACE = 'cesta-test/address-actions';
const NEWSLETTER = 'cesta-demo/newsletter';

/** Every address action fired from now on, in order, with the cart it carried. */
function listenToAddressActions() {
	const fired: Array< { name: ActionName; storeCart: StoreCart } > = [];
	( Object.keys( ACTIONS ) as ActionName[] ).forEach( ( name ) =>
		addAction( ACTIONS[ name ], NAMESPACE, ( { storeCart }: { storeCart: StoreCart } ) =>
			fired.push( { name, storeCart } )
		)
	);
	return {
		names: () => fired.map( ( entry ) => entry.name ),
		last: () => fired.at( -1 )!.storeCart,
		forget: () => fired.splice( 0 ),
	};
}

afterEach( () => Object.values( ACTIONS ).forEach( ( hook ) => removeAction( hook, NAMESPACE ) ) );

const repeat = ( names: ActionName[], times: number ) =>
	Array.from( { length: times }, () => names ).flat();

describe( 'given the contact step', () => {
	it( 'when the shopper types the email › set-email-address fires on each keystroke with the cart holding it, and nothing on load', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const actions = listenToAddressActions();
		const { registry } = renderSteps();
		const contact = await findStep( registry, 'Contact information' );
		expect( actions.names() ).toEqual( [] );

		await user.type(
			within( contact ).getByRole( 'textbox', { name: 'Email address' } ),
			'ana@x.es'
		);

		expect( actions.names() ).toEqual( repeat( [ 'email' ], 'ana@x.es'.length ) );
		expect( actions.last().billingAddress.email ).toBe( 'ana@x.es' );
	} );

	it( 'when the shopper ticks an extension’s contact field › set-email-address fires, as for any change in WooCommerce’s contact form', async () => {
		const shopFields = checkoutFieldsSetting( shop.engine.context );
		printCheckoutPage( {
			defaultFields: {
				...( capturedSettings().defaultFields as Record< string, unknown > ),
				[ NEWSLETTER ]: shopFields.defaultFields[ NEWSLETTER ],
			},
			addressFieldsLocations: { ...shopFields.addressFieldsLocations, order: [] },
		} );
		await cartWithFan();
		const user = installFakeTimers();
		const actions = listenToAddressActions();
		const { registry } = renderSteps();
		const contact = await findStep( registry, 'Contact information' );

		await user.click(
			within( contact ).getByRole( 'checkbox', {
				name: 'Quiero recibir ofertas y novedades por correo electrónico (opcional)',
			} )
		);

		expect( actions.names() ).toEqual( [ 'email' ] );
	} );

	it( 'when a plugin’s listener throws › the error is logged and the email is still stored', async () => {
		await cartWithFan();
		const user = installFakeTimers();
		const errors = captureErrors();
		addAction( ACTIONS.email, NAMESPACE, () => {
			throw new Error( 'plugin failure' );
		} );
		const { registry } = renderSteps();
		const contact = await findStep( registry, 'Contact information' );

		await user.type( within( contact ).getByRole( 'textbox', { name: 'Email address' } ), 'a' );

		expect( registry.select( cartStore ).getCartData().billingAddress.email ).toBe( 'a' );
		expect( errors ).toHaveBeenCalledWith( new Error( 'plugin failure' ) );
	} );
} );

describe( 'given a cart that ships, with the Madrid address', () => {
	const renderAddressSteps = async () => {
		await cartWithFan( { shipping_address: MADRID_SHIPPING, billing_address: MADRID_BILLING } );
		const user = installFakeTimers();
		const actions = listenToAddressActions();
		const { registry } = renderSteps();
		const shipping = await findStep( registry, 'Shipping address' );
		return { user, actions, registry, shipping };
	};

	it( 'while "Use same address for billing" is ticked › each keystroke in the shipping form fires set-billing-address then set-shipping-address', async () => {
		const { user, actions, shipping } = await renderAddressSteps();
		const city = within( shipping ).getByRole( 'textbox', { name: 'City' } );
		await user.clear( city );
		actions.forget();

		await user.type( city, 'Toledo' );

		expect( actions.names() ).toEqual( repeat( [ 'billing', 'shipping' ], 'Toledo'.length ) );
		expect( actions.last().shippingAddress.city ).toBe( 'Toledo' );
		expect( actions.last().billingAddress.city ).toBe( 'Toledo' );
	} );

	it( 'unticked › the shipping form fires set-shipping-address only, the billing form set-billing-address only', async () => {
		const { user, actions, registry, shipping } = await renderAddressSteps();
		await user.click(
			within( shipping ).getByRole( 'checkbox', { name: 'Use same address for billing' } )
		);
		const billing = await findStep( registry, 'Billing address' );
		actions.forget();

		await user.type( within( shipping ).getByRole( 'textbox', { name: 'City' } ), 'x' );
		expect( actions.names() ).toEqual( [ 'shipping' ] );
		expect( actions.last().shippingAddress.city ).toBe( `${ MADRID_SHIPPING.city }x` );

		await user.type( within( billing ).getByRole( 'textbox', { name: 'City' } ), 'y' );
		expect( actions.names() ).toEqual( [ 'shipping', 'billing' ] );
		expect( actions.last().billingAddress.city ).toBe( `${ MADRID_SHIPPING.city }y` );
	} );

	it( 'with local pickup (the billing address stands for both) › each keystroke in the billing form fires set-shipping-address then set-billing-address', async () => {
		const { user, actions, registry } = await renderAddressSteps();
		await act( async () => {
			registry.dispatch( checkoutStore ).setPrefersCollection( true );
		} );
		const billing = await findStep( registry, 'Billing address' );
		actions.forget();

		await user.type( within( billing ).getByRole( 'textbox', { name: 'City' } ), 'ab' );

		expect( actions.names() ).toEqual( repeat( [ 'shipping', 'billing' ], 2 ) );
		expect( actions.last().billingAddress.city ).toBe( `${ MADRID_BILLING.city }ab` );
	} );
} );
