/** Checks the options of `checkPaymentMethodsAvailability` before any method is asked. */

import { isRecord } from '../is-record';
import { availabilityOptionMessage } from '../messages';
import { isStringArray } from './assertions';

function check( option: string, expected: string, value: unknown, isValid: boolean ): void {
	if ( ! isValid ) {
		throw new TypeError( availabilityOptionMessage( option, expected, value ) );
	}
}

/**
 * Throws a `TypeError` naming the first unusable option of
 * `checkPaymentMethodsAvailability`, before any method is asked.
 *
 * @example
 * validateAvailabilityOptions( { paymentMethods: getPaymentMethods(), canMakePaymentArgument: arg, timeoutMs: 0 } );
 * // TypeError: checkPaymentMethodsAvailability: the timeoutMs option must be a positive number of milliseconds, received a number (0).
 */
export function validateAvailabilityOptions( options: unknown ): void {
	check( 'options', 'an object', options, isRecord( options ) );
	const {
		paymentMethods,
		canMakePaymentArgument,
		express,
		sortOrder,
		timeoutMs,
		isEditor,
		onResult,
	} = options as Record< string, unknown >;
	check(
		'paymentMethods',
		'an object of registered payment methods keyed by name',
		paymentMethods,
		isRecord( paymentMethods ) &&
			Object.values( paymentMethods ).every(
				( method ) =>
					isRecord( method ) &&
					typeof method.name === 'string' &&
					typeof method.canMakePayment === 'function'
			)
	);
	check(
		'canMakePaymentArgument',
		'an object',
		canMakePaymentArgument,
		isRecord( canMakePaymentArgument )
	);
	if ( ! express && ! isEditor ) {
		const serverMethods = ( canMakePaymentArgument as Record< string, unknown > )
			.paymentMethods;
		check(
			'canMakePaymentArgument.paymentMethods',
			'an array of gateway ids (the payment_methods of the cart)',
			serverMethods,
			isStringArray( serverMethods )
		);
	}
	check(
		'sortOrder',
		'an array of payment method names or undefined',
		sortOrder,
		sortOrder === undefined || isStringArray( sortOrder )
	);
	check(
		'timeoutMs',
		'a positive number of milliseconds',
		timeoutMs,
		timeoutMs === undefined ||
			( typeof timeoutMs === 'number' && Number.isFinite( timeoutMs ) && timeoutMs > 0 )
	);
	check(
		'onResult',
		'a function or undefined',
		onResult,
		onResult === undefined || typeof onResult === 'function'
	);
}
