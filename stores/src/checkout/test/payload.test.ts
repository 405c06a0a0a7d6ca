/** Tests of the order request payload: each rule of spec 2 §5 on addresses, fields and payment data. */

import { MADRID_SHIPPING } from '@cesta/test-utils/fixtures';

import { buildCheckoutPayload } from '../payload';
import type { CheckoutPayloadInput } from '../payload';

const shipping = { ...MADRID_SHIPPING, company: 'Cocinas SL' };
const billing = {
	...shipping,
	city: 'Sevilla',
	state: 'SE',
	postcode: '41001',
	email: 'lucia@example.com',
};

const input = ( patch: Partial< CheckoutPayloadInput > = {} ): CheckoutPayloadInput => ( {
	billingAddress: billing,
	shippingAddress: shipping,
	needsShipping: true,
	needsPayment: true,
	billingAsShipping: false,
	orderNotes: '',
	shouldCreateAccount: false,
	customerPassword: '',
	extensionData: {},
	additionalFields: {},
	validationErrorIds: [],
	activePaymentMethod: 'stripe_cc',
	paymentMethodId: 'stripe',
	paymentMethodData: { token: 'tok_1', isSavedToken: false },
	shouldSavePayment: true,
	canSavePayment: true,
	...patch,
} );

describe( 'order request payload (spec 2 §5)', () => {
	afterEach( () => {
		delete window.wcSettings;
	} );

	it( 'rule: hidden address fields are blanked (company is hidden by default)', () => {
		const body = buildCheckoutPayload( input() );
		expect( body.billing_address.company ).toBe( '' );
		expect( body.shipping_address?.company ).toBe( '' );
		expect( body.billing_address.first_name ).toBe( 'Lucía' );
	} );

	it( 'rule: fields a country hides (countryData locale) are blanked for that country', () => {
		window.wcSettings = {
			countryData: {
				ES: { locale: { state: { hidden: true }, company: { hidden: false } } },
			},
		};
		const body = buildCheckoutPayload( input() );
		expect( body.shipping_address?.state ).toBe( '' );
		expect( body.shipping_address?.company ).toBe( 'Cocinas SL' );
	} );

	it( 'rule: the shipping address is sent only when the cart needs shipping', () => {
		expect( buildCheckoutPayload( input( { needsShipping: false } ) ) ).not.toHaveProperty(
			'shipping_address'
		);
		expect( buildCheckoutPayload( input() ).shipping_address?.city ).toBe( 'Madrid' );
	} );

	it( 'rule: when billing is used as shipping, the billing address is sent as the shipping address', () => {
		const body = buildCheckoutPayload( input( { billingAsShipping: true } ) );
		expect( body.shipping_address?.city ).toBe( 'Sevilla' );
		expect( body.shipping_address ).not.toHaveProperty( 'email' );
	} );

	it( 'rule: additional fields are sent only if they have no validation error (the steps’ ids: contact_<key>, order_<key>)', () => {
		const body = buildCheckoutPayload(
			input( {
				additionalFields: {
					'ns/vat': 'B12',
					'ns/gift': true,
					'ns/news': true,
					'ns/ref': 'R1',
				},
				validationErrorIds: [ 'order_ns/vat', 'contact_ns/news', 'billing_ns/ref' ],
			} )
		);
		expect( body.additional_fields ).toEqual( { 'ns/gift': true, 'ns/ref': 'R1' } );
	} );

	it( 'rule: payment method (its paymentMethodId) and data are sent only when the cart needs payment', () => {
		expect( buildCheckoutPayload( input() ) ).toMatchObject( {
			payment_method: 'stripe',
			payment_data: [
				{ key: 'token', value: 'tok_1' },
				{ key: 'isSavedToken', value: false },
				{ key: 'wc-stripe_cc-new-payment-method', value: true },
			],
		} );
		const free = buildCheckoutPayload( input( { needsPayment: false } ) );
		expect( free ).not.toHaveProperty( 'payment_method' );
		expect( free ).not.toHaveProperty( 'payment_data' );
	} );

	it( 'rule: saving the payment method is forced off unless it is allowed', () => {
		const body = buildCheckoutPayload(
			input( { canSavePayment: false, shouldSavePayment: true } )
		);
		expect( body.payment_data?.at( -1 ) ).toEqual( {
			key: 'wc-stripe_cc-new-payment-method',
			value: false,
		} );
	} );

	it( 'rule: payment data values that are not strings or booleans are sent as JSON strings', () => {
		const body = buildCheckoutPayload(
			input( { paymentMethodData: { amount: 12, meta: { a: 1 } } } )
		);
		expect( body.payment_data?.slice( 0, 2 ) ).toEqual( [
			{ key: 'amount', value: '12' },
			{ key: 'meta', value: '{"a":1}' },
		] );
	} );

	it( 'carries notes, account creation, password and extension data', () => {
		expect(
			buildCheckoutPayload(
				input( {
					orderNotes: 'Llamar antes',
					shouldCreateAccount: true,
					customerPassword: 's3cret-largo',
					extensionData: { regalo: { envolver: true } },
				} )
			)
		).toMatchObject( {
			customer_note: 'Llamar antes',
			create_account: true,
			customer_password: 's3cret-largo',
			extensions: { regalo: { envolver: true } },
		} );
	} );
} );
