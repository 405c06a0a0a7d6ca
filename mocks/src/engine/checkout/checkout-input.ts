/**
 * The bodies of the checkout writes, shared by the checkout operations and
 * the order holds they call, so neither imports the other for its types.
 */
import type { PaymentDataItem } from '@cesta/types';

import type { RawAddress } from '../addresses/address-validation';

/**
 * The body of POST `/checkout` once its arguments are validated.
 *
 * @example
 * const input: PlaceOrderInput = { billing_address: { … }, payment_method: 'bacs' };
 */
export interface PlaceOrderInput {
	billing_address: RawAddress;
	shipping_address?: RawAddress;
	customer_note?: string;
	payment_method?: string;
	payment_data?: PaymentDataItem[];
	create_account?: boolean;
	customer_password?: string;
	/** As posted; the engine keeps only the shop's fields, sanitised. */
	additional_fields?: Record< string, unknown >;
	expected_total?: string;
}

/**
 * The body of PUT `/checkout`.
 *
 * @example
 * const input: UpdateCheckoutInput = { order_notes: 'Llamar antes', payment_method: 'cod' };
 */
export interface UpdateCheckoutInput {
	order_notes?: string;
	payment_method?: string;
	/** As posted; the engine keeps only the shop's fields, sanitised. */
	additional_fields?: Record< string, unknown >;
}
