/** Types of the additional-field rules: the checkout document they read and the evaluator. */

import type { CartCoupon, CartItem, CartTotals, ShippingPackage } from '@cesta/types';
import type { FieldLocation } from '@cesta/settings';

import type { AddressType } from '../address/types';
import type { AddressFormField } from '../fields/types';

/**
 * A value of an additional field: text (text and select fields) or a
 * checkbox's tick.
 *
 * @example
 * const values: Record< string, AdditionalFieldValue > = { 'mi-tienda/regalo': true };
 */
export type AdditionalFieldValue = string | boolean;

/**
 * The document rule schemas are evaluated against (WooCommerce's
 * "document object"): snake_case, JSON only.
 *
 * @example
 * const document: CheckoutDocument = buildCheckoutDocument( { cart } );
 * document.cart.prefers_collection; // false
 */
export interface CheckoutDocument {
	cart: {
		coupons: string[];
		/** The selected rate of each package, once each. */
		shipping_rates: string[];
		/** Product ids, one per unit (quantities rounded up). */
		items: number[];
		items_type: string[];
		items_count: number;
		items_weight: number;
		needs_shipping: boolean;
		prefers_collection: boolean;
		totals: { total_price: number; total_tax: number };
		extensions: Record< string, unknown >;
	};
	checkout: {
		create_account: boolean;
		customer_note: string;
		/** The order section's additional fields. */
		additional_fields: Record< string, AdditionalFieldValue >;
		payment_method: string;
	};
	customer: {
		id: number;
		billing_address: Record< string, unknown >;
		shipping_address: Record< string, unknown >;
		/** The contact section's additional fields. */
		additional_fields: Record< string, AdditionalFieldValue >;
		/** The address whose form is being evaluated, when there is one. */
		address?: Record< string, unknown >;
	};
}

/**
 * What {@link buildCheckoutDocument} builds the document from: what the cart,
 * checkout and payment stores hold (each part optional).
 *
 * @example
 * const input: CheckoutDocumentInput = {
 * 	cart: select( cartStore ).getCartData(),
 * 	prefersCollection: select( checkoutStore ).prefersCollection(),
 * 	additionalFields: select( checkoutStore ).getAdditionalFields(),
 * 	paymentMethod: select( paymentStore ).getActivePaymentMethod(),
 * 	addressType: 'shipping',
 * };
 */
export interface CheckoutDocumentInput {
	cart?: {
		coupons?: ReadonlyArray< Pick< CartCoupon, 'code' > >;
		shippingRates?: ReadonlyArray< Pick< ShippingPackage, 'shipping_rates' > >;
		items?: ReadonlyArray< Pick< CartItem, 'id' | 'quantity' | 'type' > >;
		itemsCount?: number;
		itemsWeight?: number;
		needsShipping?: boolean;
		totals?: Partial< Pick< CartTotals, 'total_price' | 'total_tax' > >;
		extensions?: Record< string, unknown >;
		billingAddress?: object;
		shippingAddress?: object;
	};
	prefersCollection?: boolean;
	shouldCreateAccount?: boolean;
	orderNotes?: string;
	/** Every additional field's value (contact and order), by key. */
	additionalFields?: Readonly< Record< string, AdditionalFieldValue > >;
	paymentMethod?: string;
	customerId?: number;
	/** The address form being evaluated: its address becomes `customer.address`. */
	addressType?: AddressType;
}

/**
 * Where a field's value sits in the document, for its validation schema:
 * its section and, for address fields, which address.
 *
 * @example
 * const context: FieldRuleContext = { location: 'address', addressType: 'billing' };
 */
export interface FieldRuleContext {
	location: FieldLocation;
	/** For address fields: the billing or the shipping address. @default 'billing' */
	addressType?: AddressType;
}

/**
 * Evaluates additional fields' rule schemas (loaded with
 * `loadFieldRuleEvaluator`, JSON Schema draft-07 with `$data` references).
 *
 * @example
 * const evaluator: FieldRuleEvaluator = await loadFieldRuleEvaluator();
 * evaluator.isHidden( field, document );
 */
export interface FieldRuleEvaluator {
	/** Whether a rule (a schema, or a list of which any may match) matches the document. */
	matches( rule: unknown, document: CheckoutDocument ): boolean;
	/** Whether the field is required now: its `required` rule matches and it is not hidden. */
	isRequired( field: AddressFormField, document: CheckoutDocument ): boolean;
	/** Whether the field is hidden now: its `hidden` rule matches. */
	isHidden( field: AddressFormField, document: CheckoutDocument ): boolean;
	/**
	 * The error of a value against the field's `validation` schema, or
	 * `undefined`: "%1$s must match the pattern %2$s" for a pattern failure,
	 * else the schema's `errorMessage` (or the field's), else "%s is invalid".
	 */
	getSchemaError(
		field: AddressFormField,
		value: unknown,
		document: CheckoutDocument,
		context: FieldRuleContext
	): string | undefined;
}
