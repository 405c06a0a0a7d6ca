/** Asks one payment method whether it can pay, within a time box, and tells how its check ended. */

import type { CanMakePaymentArgument } from './can-make-payment-argument';
import { isCanMakePaymentError } from './can-make-payment';
import type { CanMakePaymentCallback } from './types';

/**
 * What the availability check needs of a payment method: registered regular
 * and express methods both qualify.
 *
 * @example
 * const method: CheckablePaymentMethod = getPaymentMethods().cod;
 */
export interface CheckablePaymentMethod {
	readonly name: string;
	readonly paymentMethodId: string;
	readonly canMakePayment: CanMakePaymentCallback;
}

/** How one payment method's check ended. */
export type PaymentMethodOutcome =
	| { status: 'available' }
	| { status: 'unavailable' }
	| { status: 'error'; reason: string }
	| { status: 'timeout' };

const reasonOf = ( error: unknown ): string =>
	error instanceof Error ? error.message : String( error );

/**
 * Asks one method whether it can be used, giving it at most `timeoutMs`:
 * a method that has not answered by then counts as timed out, and its late
 * answer is ignored. A throw or an `{ error }` answer is an error outcome.
 *
 * @example
 * await askPaymentMethod( getPaymentMethods().cod, arg, 3000 ); // { status: 'available' }
 */
export async function askPaymentMethod(
	method: CheckablePaymentMethod,
	argument: CanMakePaymentArgument,
	timeoutMs: number
): Promise< PaymentMethodOutcome > {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const timeBox = new Promise< PaymentMethodOutcome >( ( resolve ) => {
		timer = setTimeout( () => resolve( { status: 'timeout' } ), timeoutMs );
	} );
	const answer = ( async (): Promise< PaymentMethodOutcome > => {
		// Inside the async function, so a synchronous throw becomes a rejection.
		const result = await method.canMakePayment( argument );
		if ( isCanMakePaymentError( result ) ) {
			return { status: 'error', reason: String( result.error.message ?? '' ) };
		}
		return result ? { status: 'available' } : { status: 'unavailable' };
	} )().catch( ( error: unknown ): PaymentMethodOutcome => ( {
		status: 'error',
		reason: reasonOf( error ),
	} ) );
	try {
		return await Promise.race( [ answer, timeBox ] );
	} finally {
		clearTimeout( timer );
	}
}
