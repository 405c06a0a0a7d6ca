/** Builds the `POST /checkout` request body from the stores' data, by the rules of spec 2 §5. */

import { emptyHiddenAddressFields } from '@cesta/validation';
import type {
	BillingAddress,
	CheckoutRequest,
	PaymentDataItem,
	ShippingAddress,
} from '@cesta/types';

import { getAddressFieldsForCountry } from './address-fields';
import { withoutFieldsInError } from './field-error-ids';
import type { AdditionalValues, ExtensionData } from './types';

/**
 * Everything the order request is built from.
 *
 * @example
 * const input: CheckoutPayloadInput = { billingAddress, shippingAddress, needsShipping: true, … };
 */
export interface CheckoutPayloadInput {
	billingAddress: BillingAddress;
	shippingAddress: ShippingAddress;
	needsShipping: boolean;
	needsPayment: boolean;
	/** The billing form stands for both addresses (e.g. local pickup shows no shipping form). */
	billingAsShipping: boolean;
	orderNotes: string;
	shouldCreateAccount: boolean;
	customerPassword: string;
	extensionData: ExtensionData;
	additionalFields: AdditionalValues;
	/** Ids of the validation errors present; additional fields with one (`contact_<key>`, `order_<key>`) are left out. */
	validationErrorIds: readonly string[];
	activePaymentMethod: string;
	/** The registered method's `paymentMethodId` (defaults to its name). */
	paymentMethodId: string;
	paymentMethodData: Record< string, unknown >;
	shouldSavePayment: boolean;
	/** Logged in, creating an account, or guest checkout is off (spec 2 §5). */
	canSavePayment: boolean;
}

const paymentDataValue = ( value: unknown ): string | boolean =>
	typeof value === 'boolean'
		? value
		: typeof value === 'string'
			? value
			: JSON.stringify( value );

const coreShippingFields = ( address: BillingAddress ): ShippingAddress => {
	const shipping: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( address ) ) {
		if ( key !== 'email' ) {
			shipping[ key ] = value;
		}
	}
	return shipping as unknown as ShippingAddress;
};

/**
 * Builds the body of `POST /checkout` (spec 2 §5, request payload shaping):
 * hidden address fields blanked; the shipping address only when the cart
 * needs shipping (the billing address when it stands for both); additional
 * fields only without a validation error; payment method and data only when
 * the cart needs payment, with the save-new-method entry forced off unless
 * saving is allowed.
 *
 * @example
 * const body = buildCheckoutPayload( input );
 * await placeOrder( body );
 */
export function buildCheckoutPayload( input: CheckoutPayloadInput ): CheckoutRequest {
	const billing = emptyHiddenAddressFields(
		input.billingAddress,
		getAddressFieldsForCountry( input.billingAddress.country )
	);
	const shippingSource = input.billingAsShipping
		? coreShippingFields( input.billingAddress )
		: input.shippingAddress;
	const body: CheckoutRequest = {
		additional_fields: withoutFieldsInError( input.additionalFields, input.validationErrorIds ),
		billing_address: billing,
		create_account: input.shouldCreateAccount,
		customer_note: input.orderNotes,
		customer_password: input.customerPassword,
		extensions: { ...input.extensionData },
	};
	if ( input.needsShipping ) {
		body.shipping_address = emptyHiddenAddressFields(
			shippingSource,
			getAddressFieldsForCountry( shippingSource.country )
		);
	}
	if ( input.needsPayment ) {
		const shouldSave = input.canSavePayment && input.shouldSavePayment;
		const paymentData: PaymentDataItem[] = Object.entries( input.paymentMethodData ).map(
			( [ key, value ] ) => ( { key, value: paymentDataValue( value ) } )
		);
		paymentData.push( {
			key: `wc-${ input.activePaymentMethod }-new-payment-method`,
			value: shouldSave,
		} );
		body.payment_method = input.paymentMethodId || input.activePaymentMethod;
		body.payment_data = paymentData;
	}
	return body;
}
