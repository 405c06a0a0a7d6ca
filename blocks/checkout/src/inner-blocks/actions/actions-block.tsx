/** The woocommerce/checkout-actions-block: the return-to-cart link and the place-order button. */

import { StoreNoticesContainer } from '@cesta/blocks-checkout';
import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import { PlaceOrderButton } from '@cesta/components';
import { useCheckoutSubmit, useStoreCart } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { applyCheckoutFilter } from '@cesta/registry';

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { CHECKOUT_ACTIONS_NOTICE_CONTEXT } from '../../constants';
import { labels } from '../../messages';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutInnerBlockProps } from '../../types';
import { cartPageUrl, ReturnToCartLink } from './return-to-cart-link';
import './style.css';

type ActionsAttributes = {
	cartPageId: number;
	showReturnToCart: boolean;
	placeOrderButtonLabel: string;
	returnToCartButtonLabel: string;
};

/** The block style that shows the order total in the button (WooCommerce's `is-style-with-price`). */
const WITH_PRICE_STYLE = 'is-style-with-price';

/**
 * `woocommerce/checkout-actions-block`: the actions' notices
 * (`wc/checkout/checkout-actions`), the "Return to Cart" link when
 * `showReturnToCart` (to the `cartPageId` page, else the store's cart page)
 * and the place-order button driven by `useCheckoutSubmit`: its label is the
 * active payment method's `placeOrderButtonLabel`, else the block's, else
 * "Place Order", through the `placeOrderButtonLabel` checkout filter; with
 * the `is-style-with-price` style it shows the order total. It is unusable
 * while the checkout calculates, processes (spinner), redirects (check icon)
 * or the cart loads, so a double click places one order.
 *
 * @example
 * <CheckoutActionsBlock className="wp-block-woocommerce-checkout-actions-block" showReturnToCart="true" />
 */
export function CheckoutActionsBlock( props: CheckoutInnerBlockProps ) {
	const { cartPageId, showReturnToCart, placeOrderButtonLabel, returnToCartButtonLabel } =
		useInnerBlockAttributes< ActionsAttributes >(
			getCheckoutInnerBlockMetadata( CHECKOUT_BLOCK_NAMES.CHECKOUT_ACTIONS ),
			props
		);
	const {
		onSubmit,
		isDisabled,
		waitingForProcessing,
		waitingForRedirect,
		paymentMethodButtonLabel,
	} = useCheckoutSubmit();
	const showPrice = ( props.className ?? '' ).split( /\s+/ ).includes( WITH_PRICE_STYLE );
	const label = applyCheckoutFilter< string >( {
		filterName: 'placeOrderButtonLabel',
		defaultValue: paymentMethodButtonLabel || placeOrderButtonLabel || labels.placeOrder(),
	} );
	return (
		<div className={ joinClassNames( 'wc-block-checkout__actions', props.className ) }>
			<StoreNoticesContainer context={ CHECKOUT_ACTIONS_NOTICE_CONTEXT } />
			<div className="wc-block-checkout__actions_row">
				{ showReturnToCart && (
					<ReturnToCartLink
						href={ cartPageUrl( cartPageId ) }
						label={ returnToCartButtonLabel || labels.returnToCart() }
					/>
				) }
				{ showPrice ? (
					<PlaceOrderButtonWithTotal
						label={ label }
						onClick={ onSubmit }
						disabled={ isDisabled }
						isProcessing={ waitingForProcessing }
						isRedirecting={ waitingForRedirect }
						fullWidth={ ! showReturnToCart }
					/>
				) : (
					<PlaceOrderButton
						label={ label }
						onClick={ onSubmit }
						disabled={ isDisabled }
						isProcessing={ waitingForProcessing }
						isRedirecting={ waitingForRedirect }
						fullWidth={ ! showReturnToCart }
					/>
				) }
			</div>
		</div>
	);
}

/** The button with the order total: only this one re-renders when the total changes. */
function PlaceOrderButtonWithTotal(
	props: Omit< Parameters< typeof PlaceOrderButton >[ 0 ], 'totalPrice' | 'currency' >
) {
	const { cartTotals } = useStoreCart();
	return (
		<PlaceOrderButton
			{ ...props }
			totalPrice={ cartTotals.total_price }
			currency={ getCurrencyFromPriceResponse( cartTotals ) }
		/>
	);
}
