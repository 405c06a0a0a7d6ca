/** Types of the PlaceOrderButton's props. */

import type { Currency, PriceAmount } from '@cesta/price-format';

/**
 * Props of {@link PlaceOrderButton}. The block feeds it from
 * `useCheckoutSubmit()` and the `placeOrderButtonLabel` checkout filter.
 *
 * @example
 * const { onSubmit, isCalculating, isDisabled, waitingForProcessing, waitingForRedirect } = useCheckoutSubmit();
 * const props: PlaceOrderButtonProps = {
 * 	label: 'Place Order', onClick: onSubmit,
 * 	disabled: isCalculating || isDisabled || cartIsLoading,
 * 	isProcessing: waitingForProcessing, isRedirecting: waitingForRedirect,
 * };
 */
export interface PlaceOrderButtonProps {
	/** The button's text (after the `placeOrderButtonLabel` filter). */
	label: string;
	/** Called on a click or Enter/Space, only while the button is usable. */
	onClick: () => void;
	/** Not usable now (calculating, disabled by the checkout, cart loading): `aria-disabled`, the click does nothing. @default false */
	disabled?: boolean;
	/** The order is being processed: a spinner shows, the button is busy and not usable. @default false */
	isProcessing?: boolean;
	/** The shopper is being sent on (the order is placed): a check icon shows, not usable. @default false */
	isRedirecting?: boolean;
	/** The order total, in minor units, shown after a separator. @default undefined (no total) */
	totalPrice?: PriceAmount;
	/** Currency of `totalPrice`. @default the site currency */
	currency?: Partial< Currency >;
	/** Takes the full width of its container. @default false */
	fullWidth?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
