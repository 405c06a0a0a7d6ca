/** Builds the checkout document (`{ cart, checkout, customer }`) that additional fields' rule schemas read. */

import { getAddressFieldsLocations } from '@cesta/settings';

import type { AdditionalFieldValue, CheckoutDocument, CheckoutDocumentInput } from './types';

const pick = (
	values: Readonly< Record< string, AdditionalFieldValue > >,
	keys: readonly string[]
): Record< string, AdditionalFieldValue > =>
	Object.fromEntries(
		keys.filter( ( key ) => key in values ).map( ( key ) => [ key, values[ key ]! ] )
	);

const finite = ( value: unknown ): number => {
	const number = Number( value );
	return Number.isFinite( number ) ? number : 0;
};

// JSON only: the validator refuses `undefined` and functions.
const plainObject = ( value: unknown ): Record< string, unknown > =>
	typeof value === 'object' && value !== null
		? ( JSON.parse( JSON.stringify( value ) ) as Record< string, unknown > )
		: {};

/**
 * The document additional fields' `required`, `hidden` and `validation`
 * schemas are evaluated against (spec 2 §5 "Fields"), in the shape
 * WooCommerce documents: the cart (coupon codes, the selected rate of each
 * package, product ids once per unit, item types, counts, weight, whether
 * it needs shipping or the shopper prefers pickup, totals in minor units,
 * extension data), the checkout (create account, customer note, the order
 * section's fields, payment method) and the customer (id, both addresses,
 * the contact section's fields, and `address`: the address of the form
 * being evaluated). Missing parts read as empty.
 *
 * @example
 * const document = buildCheckoutDocument( {
 * 	cart: select( cartStore ).getCartData(),
 * 	prefersCollection: select( checkoutStore ).prefersCollection(),
 * 	additionalFields: select( checkoutStore ).getAdditionalFields(),
 * 	paymentMethod: select( paymentStore ).getActivePaymentMethod(),
 * 	addressType: 'billing',
 * } );
 * document.customer.address?.country; // 'ES'
 */
export function buildCheckoutDocument( input: CheckoutDocumentInput = {} ): CheckoutDocument {
	const { cart = {}, additionalFields = {}, addressType } = input;
	const locations = getAddressFieldsLocations();
	const billing = plainObject( cart.billingAddress );
	const shipping = plainObject( cart.shippingAddress );
	const selectedRates = ( cart.shippingRates ?? [] )
		.map( ( pack ) => pack.shipping_rates.find( ( rate ) => rate.selected )?.rate_id )
		.filter( ( rateId ): rateId is string => typeof rateId === 'string' );
	const document: CheckoutDocument = {
		cart: {
			coupons: ( cart.coupons ?? [] ).map( ( coupon ) => coupon.code ),
			shipping_rates: [ ...new Set( selectedRates ) ],
			items: ( cart.items ?? [] ).flatMap( ( item ) =>
				Array< number >( Math.max( 0, Math.ceil( item.quantity ) ) ).fill( item.id )
			),
			items_type: [ ...new Set( ( cart.items ?? [] ).map( ( item ) => item.type ) ) ],
			items_count: finite( cart.itemsCount ),
			items_weight: finite( cart.itemsWeight ),
			needs_shipping: cart.needsShipping === true,
			prefers_collection: input.prefersCollection === true,
			totals: {
				total_price: finite( cart.totals?.total_price ),
				total_tax: finite( cart.totals?.total_tax ),
			},
			extensions: plainObject( cart.extensions ),
		},
		checkout: {
			create_account: input.shouldCreateAccount === true,
			customer_note: input.orderNotes ?? '',
			additional_fields: pick( additionalFields, locations.order ),
			payment_method: input.paymentMethod ?? '',
		},
		customer: {
			id: finite( input.customerId ),
			billing_address: billing,
			shipping_address: shipping,
			additional_fields: pick( additionalFields, locations.contact ),
		},
	};
	if ( addressType ) {
		document.customer.address = addressType === 'billing' ? billing : shipping;
	}
	return document;
}
