/** The messages of placing the order, in the chunk that places it: a page downloads them with its first submit. */

import { __ } from '@wordpress/i18n';

/**
 * What the shopper reads when the order failed without a readable answer.
 *
 * @example
 * createErrorNotice( orderNotices.unknownOrderErrorGuest(), { context: 'wc/checkout' } );
 */
export const orderNotices = Object.freeze( {
	/** Spec 2 §8: unknown order failure, guest. */
	unknownOrderErrorGuest: (): string =>
		__(
			'Something went wrong when placing the order. Check your email for order updates before retrying.',
			'cesta'
		),
	/** Spec 2 §8: unknown order failure, logged-in customer. */
	unknownOrderErrorCustomer: (): string =>
		__(
			"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
			'cesta'
		),
} );
