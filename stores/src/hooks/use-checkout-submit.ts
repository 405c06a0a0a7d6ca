/** The place-order button's hook: its submit action, disabled and waiting states, and label. */

import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { getPaymentMethods } from '@cesta/registry';

import { cartStore } from '../cart';
import { checkoutStore } from '../checkout';
import { submitCheckout } from '../checkout/submit';
import { paymentStore } from '../payment';

/**
 * What the place-order button needs.
 *
 * @example
 * const { onSubmit, isDisabled, waitingForProcessing } = useCheckoutSubmit();
 */
export interface CheckoutSubmit {
	/** Starts the submit flow; ignored while one is under way. */
	onSubmit: () => void;
	isCalculating: boolean;
	/** Calculating, processing, redirecting, the cart loading, or an express method paying. */
	isDisabled: boolean;
	waitingForProcessing: boolean;
	waitingForRedirect: boolean;
	/** The active method's `placeOrderButtonLabel`, if any. */
	paymentMethodButtonLabel?: string;
}

/**
 * The place-order button's state and action (spec 2 §4, place-order button).
 *
 * @example
 * const { onSubmit, isDisabled } = useCheckoutSubmit();
 * <button disabled={ isDisabled } onClick={ onSubmit }>Realizar el pedido</button>
 */
export function useCheckoutSubmit(): CheckoutSubmit {
	const registry = useRegistry();
	const state = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		const payment = select( paymentStore );
		return {
			isCalculating: checkout.isCalculating(),
			waitingForProcessing:
				checkout.isBeforeProcessing() ||
				checkout.isProcessing() ||
				checkout.isAfterProcessing(),
			waitingForRedirect: checkout.isComplete() && ! checkout.hasError(),
			cartIsLoading: ! select( cartStore ).hasFinishedResolution( 'getCartData', [] ),
			isExpressPaymentMethodActive: payment.isExpressPaymentMethodActive(),
			activePaymentMethod: payment.getActivePaymentMethod(),
		};
	}, [] );
	const onSubmit = useCallback( () => void submitCheckout( registry ), [ registry ] );
	const label = (
		getPaymentMethods()[ state.activePaymentMethod ] as
			{ placeOrderButtonLabel?: string } | undefined
	 )?.placeOrderButtonLabel;
	return {
		onSubmit,
		isCalculating: state.isCalculating,
		isDisabled:
			state.isCalculating ||
			state.waitingForProcessing ||
			state.waitingForRedirect ||
			state.cartIsLoading ||
			state.isExpressPaymentMethodActive,
		waitingForProcessing: state.waitingForProcessing,
		waitingForRedirect: state.waitingForRedirect,
		...( label ? { paymentMethodButtonLabel: label } : {} ),
	};
}
