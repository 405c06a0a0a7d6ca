/** The payment method registries: register, list, deregister and subscribe, regular and express. */

import deprecated from '@wordpress/deprecated';

import { createListeners } from '../listeners';
import { creatorResultMessage, DEPRECATIONS } from '../messages';
import { ExpressPaymentMethodConfig } from './express-payment-method-config';
import { PaymentMethodConfig } from './payment-method-config';
import { forgetRegistrationErrors, recordRegistrationError } from './registration-errors';
import type {
	ExpressPaymentMethodConfiguration,
	PaymentMethodConfigCreator,
	PaymentMethodConfiguration,
	RegisteredExpressPaymentMethod,
	RegisteredPaymentMethod,
} from './types';

const paymentMethods = new Map< string, RegisteredPaymentMethod >();
const expressPaymentMethods = new Map< string, RegisteredExpressPaymentMethod >();
let paymentMethodsSnapshot: Readonly< Record< string, RegisteredPaymentMethod > > | null = null;
let expressSnapshot: Readonly< Record< string, RegisteredExpressPaymentMethod > > | null = null;
const listeners = createListeners();

function changed(): void {
	paymentMethodsSnapshot = null;
	expressSnapshot = null;
	listeners.notify();
}

/** The id a failed configuration is reported under: its id, else its name, else ''. */
function reportedId( options: unknown ): string {
	if ( typeof options !== 'object' || options === null ) {
		return '';
	}
	const { paymentMethodId, name } = options as Record< string, unknown >;
	if ( typeof paymentMethodId === 'string' && paymentMethodId ) {
		return paymentMethodId;
	}
	return typeof name === 'string' ? name : '';
}

function fromCreator( creator: PaymentMethodConfigCreator ): RegisteredPaymentMethod {
	deprecated( DEPRECATIONS.creatorFunction.feature, {
		alternative: DEPRECATIONS.creatorFunction.alternative,
	} );
	const created: unknown = creator( PaymentMethodConfig );
	if ( ! ( created instanceof PaymentMethodConfig ) ) {
		throw new TypeError( creatorResultMessage( created ) );
	}
	return created;
}

/**
 * Registers a payment method shown in the checkout's payment step. Invalid
 * configurations throw a `TypeError` naming the problem; the failure is also
 * recorded (see `getRegistrationErrors`) so administrators see a notice.
 * Registering a name again replaces the earlier method. The deprecated form
 * `registerPaymentMethod( ( Config ) => new Config( options ) )` still works.
 *
 * @example
 * registerPaymentMethod( {
 * 	name: 'cod',
 * 	label: 'Contra reembolso',
 * 	ariaLabel: 'Contra reembolso',
 * 	content: createElement( Content ),
 * 	edit: createElement( Content ),
 * 	canMakePayment: () => true,
 * 	supports: { features: [ 'products' ] },
 * } );
 */
export function registerPaymentMethod(
	options: PaymentMethodConfiguration | PaymentMethodConfigCreator
): void {
	let method: RegisteredPaymentMethod;
	try {
		method =
			typeof options === 'function'
				? fromCreator( options )
				: new PaymentMethodConfig( options );
	} catch ( error ) {
		recordRegistrationError(
			reportedId( options ),
			false,
			error instanceof Error ? error.message : String( error )
		);
		throw error;
	}
	paymentMethods.set( method.name, method );
	forgetRegistrationErrors( method.paymentMethodId, false );
	changed();
}

/**
 * Registers an express payment method (wallet buttons above the checkout).
 * Invalid configurations throw and are recorded like `registerPaymentMethod`'s.
 *
 * @example
 * registerExpressPaymentMethod( {
 * 	name: 'wallet_pay',
 * 	title: 'Wallet Pay',
 * 	description: 'Pay with the wallet on your phone.',
 * 	content: createElement( WalletButton ),
 * 	edit: createElement( WalletPreview ),
 * 	canMakePayment: () => walletIsSupported(),
 * 	supports: { style: [ 'height', 'borderRadius' ] },
 * } );
 */
export function registerExpressPaymentMethod( options: ExpressPaymentMethodConfiguration ): void {
	let method: RegisteredExpressPaymentMethod;
	try {
		method = new ExpressPaymentMethodConfig( options );
	} catch ( error ) {
		recordRegistrationError(
			reportedId( options ),
			true,
			error instanceof Error ? error.message : String( error )
		);
		throw error;
	}
	expressPaymentMethods.set( method.name, method );
	forgetRegistrationErrors( method.paymentMethodId, true );
	changed();
}

/**
 * The registered payment methods keyed by name, in registration order. The
 * same object is returned until a registration changes it.
 *
 * @example
 * Object.keys( getPaymentMethods() ); // [ 'cod', 'bacs' ]
 */
export function getPaymentMethods(): Readonly< Record< string, RegisteredPaymentMethod > > {
	paymentMethodsSnapshot ??= Object.freeze( Object.fromEntries( paymentMethods ) );
	return paymentMethodsSnapshot;
}

/**
 * The registered express payment methods keyed by name, in registration order.
 *
 * @example
 * getExpressPaymentMethods().wallet_pay?.title;
 */
export function getExpressPaymentMethods(): Readonly<
	Record< string, RegisteredExpressPaymentMethod >
> {
	expressSnapshot ??= Object.freeze( Object.fromEntries( expressPaymentMethods ) );
	return expressSnapshot;
}

/**
 * Removes a payment method. Experimental in WooCommerce, kept for plugins that
 * call it.
 *
 * @example
 * __experimentalDeRegisterPaymentMethod( 'cheque' );
 */
export function __experimentalDeRegisterPaymentMethod( paymentMethodName: string ): void {
	if ( paymentMethods.delete( paymentMethodName ) ) {
		changed();
	}
}

/**
 * Removes an express payment method.
 *
 * @example
 * __experimentalDeRegisterExpressPaymentMethod( 'wallet_pay' );
 */
export function __experimentalDeRegisterExpressPaymentMethod( paymentMethodName: string ): void {
	if ( expressPaymentMethods.delete( paymentMethodName ) ) {
		changed();
	}
}

/**
 * Calls `listener` after any payment method is registered or removed, so the
 * payment store can re-check availability when a plugin script loads late.
 * Returns the unsubscribe function.
 *
 * @example
 * subscribeToPaymentMethods( () => dispatch( paymentStore ).__internalUpdateAvailablePaymentMethods() );
 */
export function subscribeToPaymentMethods( listener: () => void ): () => void {
	return listeners.subscribe( listener );
}
