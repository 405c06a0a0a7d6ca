/** The error boundary around a payment method, and the text shown where it crashed. */

import type { ReactNode } from 'react';
import { StoreNotice } from '@cesta/components';

import { ExtensionErrorBoundary, thrownMessage } from '../error-boundary/extension-error-boundary';
import { paymentMessages } from '../messages';

/**
 * Props of {@link PaymentMethodErrorBoundary}.
 *
 * @example
 * const props: PaymentMethodErrorBoundaryProps = { showDetails: isAdmin(), children: content };
 */
export interface PaymentMethodErrorBoundaryProps {
	/** Administrators and the editor see what went wrong. @default false */
	showDetails?: boolean;
	children?: ReactNode;
}

/**
 * The text shown where a payment method crashed (spec 2 §8): shoppers get
 * the generic apology; administrators and the editor the error's message, or
 * a hint to check the method's configuration when it has none.
 *
 * @example
 * paymentMethodCrashText( new Error( 'Missing key' ), true ); // 'Missing key'
 */
export function paymentMethodCrashText( thrown: unknown, showDetails: boolean ): string {
	if ( ! showDetails ) {
		return paymentMessages.paymentMethodCrashed();
	}
	return thrownMessage( thrown ) || paymentMessages.paymentMethodMisconfigured();
}

/**
 * Wraps a payment method's component so a crash shows an error notice in its
 * place instead of breaking the checkout.
 *
 * @example
 * <PaymentMethodErrorBoundary showDetails={ isAdmin() }>{ cloneElement( method.content, props ) }</PaymentMethodErrorBoundary>
 */
export function PaymentMethodErrorBoundary( {
	showDetails = false,
	children,
}: PaymentMethodErrorBoundaryProps ) {
	return (
		<ExtensionErrorBoundary
			renderError={ ( thrown ) => (
				<StoreNotice status="error" isDismissible={ false }>
					{ paymentMethodCrashText( thrown, showDetails ) }
				</StoreNotice>
			) }
		>
			{ children }
		</ExtensionErrorBoundary>
	);
}
