/** The checkout's payment area: notices, saved tokens and the regular methods, or why none can pay. */

import { useSelect } from '@wordpress/data';
import type { ReactNode } from 'react';
import { LoadingMask, StoreNotice, useOnDemand } from '@cesta/components';
import { noticeContexts, paymentStore, usePaymentMethods } from '@cesta/data';

import { paymentMessages } from '../messages';
import { StoreNoticesContainer } from '../notices/store-notices-container';
import { usePaymentMethodInterface } from '../payment-method-interface/use-payment-method-interface';
import { canSeeDiagnostics, useIsEditor } from './diagnostics';
import { PaymentMethodOptions } from './payment-method-options';
import { useRegistrationErrorNotices } from './registration-error-notices';
import { savedPaymentMethodsLoader } from './load-saved-payment-methods';
import '../style.css';

/**
 * Props of {@link PaymentMethods}.
 *
 * @example
 * const props: PaymentMethodsProps = { isEditor: false };
 */
export interface PaymentMethodsProps {
	/** Shown when no method can pay. @default the spec's "There are no payment methods available…" notice */
	noPaymentMethods?: ReactNode;
	/** Renders each method's `edit`. @default detected (the `core/editor` store is registered) */
	isEditor?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * The checkout's payment area: the payments notices (with the registration
 * errors administrators and the editor see), the customer's saved tokens and
 * "Use another payment method." (downloaded only for a customer with saved
 * tokens), then the regular methods as a radio
 * accordion. When no regular method can pay it says so (spec 2 §8), or asks
 * to choose an express method when only those are available. Must be inside
 * a `RegistryProvider` with Cesta's stores; payment availability is kept
 * current while it is mounted.
 *
 * @example
 * <RegistryProvider value={ registry }>
 * 	<PaymentMethods />
 * 	<PlaceOrderButton />
 * </RegistryProvider>
 */
export function PaymentMethods( {
	noPaymentMethods,
	isEditor: isEditorProp,
	className,
}: PaymentMethodsProps ) {
	const detectedEditor = useIsEditor();
	const isEditor = isEditorProp ?? detectedEditor;
	const showDetails = canSeeDiagnostics( isEditor );
	useRegistrationErrorNotices( showDetails );
	const { paymentMethods, isInitialized } = usePaymentMethods();
	const hasExpressMethods = useSelect(
		( select ) =>
			Object.keys( select( paymentStore ).getAvailableExpressPaymentMethods() ).length > 0,
		[]
	);
	// Only customers with saved tokens download their list.
	const hasSavedTokens = useSelect(
		( select ) =>
			Object.values( select( paymentStore ).getActiveSavedPaymentMethods() ).some(
				( tokens ) => tokens.length > 0
			),
		[]
	);
	const savedPaymentMethods = useOnDemand( savedPaymentMethodsLoader, hasSavedTokens );
	const paymentMethodInterface = usePaymentMethodInterface();
	const hasMethods = Object.keys( paymentMethods ).length > 0;

	let body: ReactNode;
	if ( ! isInitialized ) {
		body = (
			<LoadingMask
				isLoading
				showSpinner
				screenReaderLabel={ paymentMessages.loadingPaymentMethods() }
			/>
		);
	} else if ( ! hasMethods ) {
		body = hasExpressMethods ? (
			<StoreNotice status="info" isDismissible={ false }>
				{ paymentMessages.onlyExpressPaymentMethods() }
			</StoreNotice>
		) : (
			( noPaymentMethods ?? (
				<StoreNotice status="error" isDismissible={ false }>
					{ paymentMessages.noPaymentMethods() }
				</StoreNotice>
			) )
		);
	} else {
		body = (
			<>
				{ hasSavedTokens && savedPaymentMethods.status === 'ready' && (
					<savedPaymentMethods.value
						showDetails={ showDetails }
						paymentMethodInterface={ paymentMethodInterface }
					/>
				) }
				<PaymentMethodOptions
					isEditor={ isEditor }
					showDetails={ showDetails }
					paymentMethodInterface={ paymentMethodInterface }
				/>
			</>
		);
	}
	return (
		<div
			className={ [ 'wc-block-components-payment-methods', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<StoreNoticesContainer context={ noticeContexts.PAYMENTS } />
			{ body }
		</div>
	);
}
