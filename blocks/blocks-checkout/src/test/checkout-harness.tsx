/**
 * The test harness of the acceptance tests: what the checkout block (a later
 * issue) will mount around the payment step, with the real stores — the
 * submit flow (`useCheckoutProcessor`), the payment areas, the checkout
 * notices and a place-order button wired to `useCheckoutSubmit`.
 */
import { useCheckoutProcessor, useCheckoutSubmit } from '@cesta/data';

import {
	CHECKOUT_PLUGIN_SCOPE,
	ExpressPaymentMethods,
	PaymentMethods,
	PluginArea,
	SlotFillProvider,
	StoreNoticesContainer,
} from '..';

/** The harness's props. */
export interface CheckoutHarnessProps {
	/** Receives the order-received URL instead of the browser navigating. */
	redirect: ( url: string ) => void;
}

/** A minimal checkout: notices, express and regular payment methods, place-order button. */
export function CheckoutHarness( { redirect }: CheckoutHarnessProps ) {
	useCheckoutProcessor( { redirect } );
	const { onSubmit, isDisabled, waitingForProcessing } = useCheckoutSubmit();
	return (
		<SlotFillProvider>
			<PluginArea scope={ CHECKOUT_PLUGIN_SCOPE } />
			<StoreNoticesContainer context="wc/checkout" />
			<ExpressPaymentMethods />
			<PaymentMethods />
			<button type="button" disabled={ isDisabled } onClick={ onSubmit }>
				{ waitingForProcessing ? 'Placing order…' : 'Place order' }
			</button>
		</SlotFillProvider>
	);
}
