/** The PlaceOrderButton: the checkout's submit button, with the total, a spinner while processing and a check while redirecting. */

import { Button } from '../button';
import { FormattedMonetaryAmount } from '../formatted-monetary-amount';
import { cx } from '../utils/cx';
import type { PlaceOrderButtonProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

const CheckIcon = () => (
	<svg
		className="wc-block-components-checkout-place-order-button__icon"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M16.7 7.1l-6.3 8.5-3.3-2.5-.9 1.2 4.5 3.4L17.9 8z" fill="currentColor" />
	</svg>
);

/**
 * The "Place Order" button (`wc-block-components-checkout-place-order-button`).
 * It can show the order total after a separator. While the checkout
 * calculates, is disabled or the cart loads it is `aria-disabled` — as the
 * cart's proceed-to-checkout button: it keeps its place in the tab order and
 * the focus, and a click does nothing. While the order is processed a spinner
 * shows and it is busy; once placed, a check icon replaces the text on
 * screen while screen readers keep its name.
 *
 * @example
 * const submit = useCheckoutSubmit();
 * <PlaceOrderButton
 * 	label={ placeOrderLabel }
 * 	onClick={ submit.onSubmit }
 * 	disabled={ submit.isCalculating || submit.isDisabled || cartIsLoading }
 * 	isProcessing={ submit.waitingForProcessing }
 * 	isRedirecting={ submit.waitingForRedirect }
 * 	totalPrice={ cartTotals.total_price }
 * 	currency={ getCurrencyFromPriceResponse( cartTotals ) }
 * />
 */
export function PlaceOrderButton( {
	label,
	onClick,
	disabled = false,
	isProcessing = false,
	isRedirecting = false,
	totalPrice,
	currency,
	fullWidth = false,
	className,
}: PlaceOrderButtonProps ) {
	const unusable = disabled || isProcessing || isRedirecting;
	const showTotal = totalPrice !== undefined && totalPrice !== null && totalPrice !== '';

	return (
		<Button
			className={ cx(
				'wc-block-components-checkout-place-order-button',
				fullWidth && 'wc-block-components-checkout-place-order-button--full-width',
				isRedirecting && 'wc-block-components-checkout-place-order-button--redirecting',
				className
			) }
			aria-disabled={ unusable || undefined }
			showSpinner={ isProcessing }
			onClick={ ( event ) => {
				if ( unusable ) {
					event.preventDefault();
					return;
				}
				onClick();
			} }
		>
			<span
				className={ cx(
					'wc-block-components-checkout-place-order-button__text',
					isRedirecting && 'screen-reader-text'
				) }
			>
				{ label }
			</span>
			{ showTotal && ! isRedirecting && (
				<>
					<span
						className="wc-block-components-checkout-place-order-button__separator"
						aria-hidden="true"
					/>
					<FormattedMonetaryAmount
						className="wc-block-components-checkout-place-order-button__price"
						value={ totalPrice }
						currency={ currency }
					/>
				</>
			) }
			{ isRedirecting && <CheckIcon /> }
		</Button>
	);
}
