/** Types of Store API errors: the error body, its data and parameter details, and cart error items. */

import type { CartResponse } from './cart';

/**
 * The detail of one invalid parameter inside a `rest_invalid_param` error,
 * e.g. `{ code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid', data: null }`.
 */
export interface ApiErrorDetail {
	code: string;
	message: string;
	data: Record< string, unknown > | null;
	additional_errors?: ApiErrorDetail[];
}

/** The `data` member of a Store API error. */
export interface ApiErrorData {
	/** HTTP status the server answered with. */
	status: number;
	/** For `rest_invalid_param`: parameter name → message. */
	params?: Record< string, string >;
	/** For `rest_invalid_param`: parameter name → detailed error. */
	details?: Record< string, ApiErrorDetail >;
	/** The current cart, sent with 409 conflicts (and some checkout errors). */
	cart?: CartResponse;
	[ key: string ]: unknown;
}

/**
 * A Store API error body: `{ code, message, data: { status, params?, details?, cart? } }`.
 *
 * @example
 * const missingNonce: ApiErrorResponse = {
 * 	code: 'woocommerce_rest_missing_nonce',
 * 	message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
 * 	data: { status: 401 },
 * };
 */
export interface ApiErrorResponse {
	code: string;
	message: string;
	data: ApiErrorData;
	/** Further errors when the server raised several codes at once. */
	additional_errors?: Array< { code: string; message: string; data: unknown } >;
}

/** A cart validation problem listed in the cart's `errors` array. */
export interface CartErrorItem {
	code: string;
	message: string;
}
