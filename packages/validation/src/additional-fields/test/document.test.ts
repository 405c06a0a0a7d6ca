/** Tests of the checkout document and of reading the additional fields of each section from the settings. */

import type { Cart, CartResponse } from '@cesta/types';
import {
	buildCheckoutDocument,
	getAdditionalFields,
	hasFieldRules,
	isAdditionalFieldKey,
} from '@cesta/validation';

import wooCommerceCheckoutPage from '../../../../../reference/wc-page-data/checkout-page.json';
import madridCart from '../../../../../reference/store-api-samples/update-customer-madrid.json';
import freeShippingCart from '../../../../../reference/store-api-samples/select-shipping-rate.json';
import { useEnglish, useSpanish } from '../../test/spanish';

/** The cart as the cart store keeps it: the response's top-level keys camelCased. */
const asStoreCart = ( response: unknown ): Cart =>
	Object.fromEntries(
		Object.entries( response as CartResponse ).map( ( [ key, value ] ) => [
			key.replace( /_([a-z])/g, ( _, letter: string ) => letter.toUpperCase() ),
			value,
		] )
	) as unknown as Cart;

const EXTRA_FIELDS = {
	'mi-tienda/boletin': {
		label: 'Quiero recibir el boletín',
		location: 'contact',
		type: 'checkbox',
		required: false,
		hidden: false,
	},
	'mi-tienda/como-nos-conociste': {
		label: 'How did you hear about us?',
		location: 'order',
		type: 'select',
		required: false,
		hidden: false,
		options: [
			{ value: 'google', label: 'Google' },
			{ value: 'amigo', label: 'Un amigo' },
		],
	},
	'mi-tienda/regalo': {
		label: 'Gift note',
		location: 'order',
		type: 'text',
		required: { cart: { properties: { prefers_collection: { const: true } } } },
		hidden: false,
		index: 5,
	},
	'mi-tienda/nif': {
		label: 'NIF',
		location: 'address',
		type: 'text',
		required: true,
		hidden: false,
		validation: { type: 'string', pattern: '^[0-9XYZ][0-9]{7}[A-Z]$' },
	},
	'mi-tienda/experimental': {
		label: 'Code',
		location: 'order',
		type: 'text',
		required: false,
		hidden: false,
		rules: { hidden: { checkout: { properties: { payment_method: { const: 'cod' } } } } },
	},
};

beforeEach( () => {
	const { wcSettings } = structuredClone( wooCommerceCheckoutPage );
	window.wcSettings = {
		...wcSettings,
		defaultFields: { ...wcSettings.defaultFields, ...EXTRA_FIELDS },
		addressFieldsLocations: {
			address: [ ...wcSettings.addressFieldsLocations.address, 'mi-tienda/nif' ],
			contact: [ 'email', 'mi-tienda/boletin' ],
			order: [ 'mi-tienda/como-nos-conociste', 'mi-tienda/regalo', 'mi-tienda/experimental' ],
		},
	};
} );

afterEach( () => {
	delete window.wcSettings;
	useEnglish();
} );

describe( 'given additional fields registered in each section', () => {
	it( 'tells additional field keys (namespace/name) from core ones', () => {
		expect( isAdditionalFieldKey( 'mi-tienda/regalo' ) ).toBe( true );
		expect( isAdditionalFieldKey( 'email' ) ).toBe( false );
	} );

	it( 'lists the contact section’s additional fields, without the email', () => {
		expect( getAdditionalFields( 'contact' ) ).toEqual( [
			expect.objectContaining( {
				key: 'mi-tienda/boletin',
				type: 'checkbox',
				location: 'contact',
				required: false,
				optionalLabel: 'Quiero recibir el boletín (optional)',
			} ),
		] );
	} );

	it( 'lists the order section’s fields by index, then in the host’s order', () => {
		const fields = getAdditionalFields( 'order' );

		expect( fields.map( ( field ) => field.key ) ).toEqual( [
			'mi-tienda/regalo',
			'mi-tienda/como-nos-conociste',
			'mi-tienda/experimental',
		] );
		expect( fields[ 1 ] ).toMatchObject( {
			type: 'select',
			placeholder: 'Select a how did you hear about us?',
		} );
	} );

	it( 'keeps rule schemas aside: a field required by a rule is optional until evaluated', () => {
		const [ gift, source, experimental ] = getAdditionalFields( 'order' );

		expect( gift ).toMatchObject( { required: false, hidden: false } );
		expect( gift!.rules?.required ).toEqual( EXTRA_FIELDS[ 'mi-tienda/regalo' ].required );
		expect( experimental!.rules?.hidden ).toEqual(
			EXTRA_FIELDS[ 'mi-tienda/experimental' ].rules.hidden
		);
		expect( source!.rules ).toBeUndefined();
		expect( hasFieldRules( [ gift!, source! ] ) ).toBe( true );
		expect( hasFieldRules( [ source! ] ) ).toBe( false );
	} );

	it( 'reads a validation schema as the field’s validation', () => {
		const [ nif ] = getAdditionalFields( 'address' );

		expect( nif ).toMatchObject( {
			key: 'mi-tienda/nif',
			required: true,
			validation: EXTRA_FIELDS[ 'mi-tienda/nif' ].validation,
		} );
	} );

	it( 'when the shop is in Spanish › translates the optional label and placeholder it makes', () => {
		useSpanish();

		expect( getAdditionalFields( 'contact' )[ 0 ]!.optionalLabel ).toBe(
			'Quiero recibir el boletín (opcional)'
		);
		expect( getAdditionalFields( 'order' )[ 1 ]!.placeholder ).toBe(
			'Selecciona: how did you hear about us?'
		);
	} );
} );

describe( 'given the carts WooCommerce 9.9.5 returned', () => {
	it( 'describes the cart, checkout and customer as WooCommerce documents them', () => {
		const document = buildCheckoutDocument( {
			cart: asStoreCart( madridCart.body ),
			prefersCollection: false,
			shouldCreateAccount: true,
			orderNotes: 'Llamar al timbre',
			additionalFields: {
				'mi-tienda/boletin': true,
				'mi-tienda/como-nos-conociste': 'google',
				'mi-tienda/desconocido': 'x',
			},
			paymentMethod: 'bacs',
			customerId: 0,
		} );

		expect( document ).toEqual( {
			cart: {
				coupons: [ 'DESCUENTO10' ],
				shipping_rates: [ 'flat_rate:1' ],
				items: [ 17, 29 ],
				items_type: [ 'simple', 'variation' ],
				items_count: 2,
				items_weight: 4700,
				needs_shipping: true,
				prefers_collection: false,
				totals: { total_price: 7131, total_tax: 1238 },
				extensions: {},
			},
			checkout: {
				create_account: true,
				customer_note: 'Llamar al timbre',
				additional_fields: { 'mi-tienda/como-nos-conociste': 'google' },
				payment_method: 'bacs',
			},
			customer: {
				id: 0,
				billing_address: madridCart.body.billing_address,
				shipping_address: madridCart.body.shipping_address,
				additional_fields: { 'mi-tienda/boletin': true },
			},
		} );
	} );

	it( 'lists each product once per unit and the selected rate of each package', () => {
		const { cart } = buildCheckoutDocument( { cart: asStoreCart( freeShippingCart.body ) } );

		expect( cart.items ).toEqual( [ 17, 17, 29, 21 ] );
		expect( cart.shipping_rates ).toEqual( [ 'free_shipping:2' ] );
		expect( cart.totals ).toEqual( { total_price: 15776, total_tax: 2738 } );
	} );

	it( 'when a form is evaluated › gives its address as customer.address', () => {
		const cart = asStoreCart( madridCart.body );

		expect(
			buildCheckoutDocument( { cart, addressType: 'billing' } ).customer.address
		).toEqual( madridCart.body.billing_address );
		expect(
			buildCheckoutDocument( { cart, addressType: 'shipping' } ).customer.address
		).toEqual( madridCart.body.shipping_address );
	} );

	it( 'when nothing is known yet › gives an empty document', () => {
		expect( buildCheckoutDocument() ).toMatchObject( {
			cart: { coupons: [], items: [], items_count: 0, needs_shipping: false },
			checkout: { payment_method: '', customer_note: '', create_account: false },
			customer: { id: 0, billing_address: {}, additional_fields: {} },
		} );
	} );
} );
