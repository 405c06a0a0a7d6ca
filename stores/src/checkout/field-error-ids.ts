/** The validation store's ids of the additional checkout fields' errors: one rule for the steps and the requests (spec 2 §3, §5). */

import type { AdditionalValues } from './types';

/**
 * The validation error id of a contact field other than the email (whose
 * error is the billing address's, `billing_email`).
 *
 * @example
 * contactFieldErrorId( 'cesta-demo/newsletter' ); // 'contact_cesta-demo/newsletter'
 */
export const contactFieldErrorId = ( key: string ): string => `contact_${ key }`;

/**
 * The validation error id of an order-level additional field.
 *
 * @example
 * orderFieldErrorId( 'cesta-demo/gift-note' ); // 'order_cesta-demo/gift-note'
 */
export const orderFieldErrorId = ( key: string ): string => `order_${ key }`;

/**
 * The additional field values (contact and order fields, keyed by field id)
 * without those whose field has a validation error, under either id the steps
 * give it — spec 2 §5: "Additional checkout fields are sent only if they have
 * no validation error".
 *
 * @example
 * withoutFieldsInError( { 'ns/vat': 'B1', 'ns/gift': true }, [ 'order_ns/vat' ] );
 * // { 'ns/gift': true }
 */
export function withoutFieldsInError(
	values: AdditionalValues,
	errorIds: readonly string[]
): AdditionalValues {
	const inError = new Set( errorIds );
	return Object.fromEntries(
		Object.entries( values ).filter(
			( [ key ] ) =>
				! inError.has( contactFieldErrorId( key ) ) &&
				! inError.has( orderFieldErrorId( key ) )
		)
	);
}
