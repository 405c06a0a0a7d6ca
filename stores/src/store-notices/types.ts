/** Types of the store-notices store: its state, a routed notice and an error detail. */

/**
 * The notice containers mounted on the page, by context.
 *
 * @example
 * const state: StoreNoticesState = { containers: [ 'wc/checkout', 'wc/checkout/payments' ] };
 */
export interface StoreNoticesState {
	containers: string[];
}

/**
 * One notice to create for an API error, with the context it belongs in.
 *
 * @example
 * const notice: RoutedNotice = { message: 'The provided postcode / ZIP is not valid', context: 'wc/checkout/billing-address', id: 'billing_address_invalid_postcode' };
 */
export interface RoutedNotice {
	message: string;
	context: string;
	id?: string;
}

/**
 * One detail of a `rest_invalid_param` error, flattened.
 *
 * @example
 * const detail: ErrorDetail = { param: 'billing_address', id: 'billing_address_invalid_email', code: 'invalid_email', message: 'The provided email address is not valid' };
 */
export interface ErrorDetail {
	param: string;
	id: string;
	code: string;
	message: string;
	data?: unknown;
}
