/** Routes API errors into notice contexts (spec 2 §8), and which contexts a container shows. */

import { decodeEntities } from '@wordpress/html-entities';
import type { ApiErrorDetail } from '@cesta/types';

import { noticeContexts } from '../events/constants';
import { notices } from '../messages';
import { isRecord } from '../utils/is-record';
import type { ErrorDetail, RoutedNotice } from './types';

const INVALID_PARAM_CODE = 'rest_invalid_param';
const INVALID_JSON_CODE = 'invalid_json';
const CONTACT_INFORMATION_CODES: readonly string[] = [
	'woocommerce_rest_missing_email_address',
	'woocommerce_rest_invalid_email_address',
];

/**
 * Whether `value` has the Store API error shape `{ code, message }`.
 *
 * @example
 * isApiError( { code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } } ); // true
 */
export function isApiError(
	value: unknown
): value is { code: string; message: string; data?: unknown } {
	return isRecord( value ) && typeof value.code === 'string' && typeof value.message === 'string';
}

/**
 * The details of a `rest_invalid_param` error, one entry per parameter plus
 * one per additional error, with entity-decoded messages.
 *
 * @example
 * getErrorDetails( error ); // [ { param: 'billing_address', code: 'invalid_email', id: 'billing_address_invalid_email', … } ]
 */
export function getErrorDetails( error: unknown ): ErrorDetail[] {
	const details = isRecord( error ) && isRecord( error.data ) ? error.data.details : undefined;
	if ( ! isRecord( details ) ) {
		return [];
	}
	return Object.entries( details ).flatMap( ( [ param, value ] ) => {
		if ( ! isRecord( value ) ) {
			return [];
		}
		const detail = value as unknown as ApiErrorDetail;
		const entries = [
			detail,
			...( Array.isArray( detail.additional_errors ) ? detail.additional_errors : [] ),
		];
		return entries
			.filter( ( entry ) => typeof entry?.message === 'string' )
			.map( ( entry ) => ( {
				param,
				id: `${ param }_${ entry.code }`,
				code: String( entry.code ),
				message: decodeEntities( entry.message ),
				data: entry.data,
			} ) );
	} );
}

/**
 * Where a `rest_invalid_param` detail belongs (spec 2 §8): email problems to
 * contact information, billing to billing, shipping to shipping; `undefined`
 * when the detail says nothing about its place.
 *
 * @example
 * getNoticeContextForDetail( { param: 'billing_address', code: 'invalid_email' } ); // 'wc/checkout/contact-information'
 */
export function getNoticeContextForDetail( {
	param,
	code,
}: Pick< ErrorDetail, 'param' | 'code' > ): string | undefined {
	if ( code === 'invalid_email' || param === 'billing_email' || param === 'invalid_email' ) {
		return noticeContexts.CONTACT_INFORMATION;
	}
	if ( CONTACT_INFORMATION_CODES.includes( code ) ) {
		return noticeContexts.CONTACT_INFORMATION;
	}
	if ( param === 'billing_address' ) {
		return noticeContexts.BILLING_ADDRESS;
	}
	if ( param === 'shipping_address' ) {
		return noticeContexts.SHIPPING_ADDRESS;
	}
	return undefined;
}

/**
 * Where an error other than `rest_invalid_param` belongs: missing or invalid
 * email address codes to contact information, otherwise `undefined`.
 *
 * @example
 * getNoticeContextForCode( 'woocommerce_rest_missing_email_address' ); // 'wc/checkout/contact-information'
 */
export function getNoticeContextForCode( code: string ): string | undefined {
	return CONTACT_INFORMATION_CODES.includes( code )
		? noticeContexts.CONTACT_INFORMATION
		: undefined;
}

/**
 * The notices an API error becomes (spec 2 §8). Each `rest_invalid_param`
 * detail is placed by its parameter; any other error becomes one notice with
 * its message, or the generic message when it has none or is `invalid_json`.
 * `fallbackContext` replaces the cart context for errors that name no place.
 *
 * @example
 * routeApiError( { code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon &quot;X&quot; does not exist!', data: { status: 400 } } );
 * // [ { message: 'Coupon "X" does not exist!', context: 'wc/cart', id: 'woocommerce_rest_cart_coupon_error' } ]
 */
export function routeApiError( error: unknown, fallbackContext?: string ): RoutedNotice[] {
	const defaultContext = fallbackContext || noticeContexts.CART;
	if ( ! isApiError( error ) ) {
		return [ { message: notices.genericError(), context: defaultContext } ];
	}
	if ( error.code === INVALID_PARAM_CODE ) {
		const details = getErrorDetails( error );
		if ( details.length ) {
			return details.map( ( detail ) => ( {
				message: detail.message,
				context: getNoticeContextForDetail( detail ) ?? defaultContext,
				id: detail.id,
			} ) );
		}
	}
	const message =
		error.code === INVALID_JSON_CODE || ! error.message
			? notices.genericError()
			: decodeEntities( error.message );
	return [
		{
			message,
			context: getNoticeContextForCode( error.code ) ?? defaultContext,
			id: error.code,
		},
	];
}

/**
 * Whether the notices for `error` are shown while an express payment method
 * is active: only `rest_invalid_param` details are (spec 2 §8).
 *
 * @example
 * isShownDuringExpressPayment( { code: 'woocommerce_rest_invalid_nonce', message: '…' } ); // false
 */
export function isShownDuringExpressPayment( error: unknown ): boolean {
	return (
		isApiError( error ) &&
		error.code === INVALID_PARAM_CODE &&
		getErrorDetails( error ).length > 0
	);
}

/**
 * The contexts a container for `contexts` shows: its own, plus every known
 * sub-context (e.g. `wc/checkout/payments` under `wc/checkout`) that has no
 * container of its own.
 *
 * @example
 * getContainerContexts( 'wc/checkout', [ 'wc/checkout', 'wc/checkout/payments' ] );
 * // [ 'wc/checkout', 'wc/checkout/express-payments', 'wc/checkout/contact-information', … ]
 */
export function getContainerContexts(
	contexts: string | string[],
	registeredContainers: readonly string[]
): string[] {
	const own = Array.isArray( contexts ) ? contexts : [ contexts ];
	const orphans = Object.values( noticeContexts ).filter(
		( candidate ) =>
			! own.includes( candidate ) &&
			! registeredContainers.includes( candidate ) &&
			own.some( ( context ) => candidate.startsWith( `${ context }/` ) )
	);
	return [ ...own, ...orphans ];
}
