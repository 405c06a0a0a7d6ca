/** The woocommerce/checkout-order-summary-cart-items-block: the order's lines with quantity badges. */

import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import { useStoreCart } from '@cesta/data';

import { CHECKOUT_BLOCK_NAMES } from '../../block-names';
import { labels } from '../../messages';
import { getCheckoutInnerBlockMetadata } from '../../metadata';
import type { CheckoutInnerBlockProps } from '../../types';
import { OrderSummaryLine } from './order-summary-line';

/**
 * `woocommerce/checkout-order-summary-cart-items-block`: the order's lines
 * as a list, each with its image and quantity badge, name, unit price,
 * description and line total, after the checkout filters with
 * `context: 'summary'` (`OrderSummaryLine`). The block's
 * `disableProductDescriptions` attribute hides the descriptions.
 *
 * @example
 * <CheckoutOrderSummaryCartItemsBlock className="wp-block-woocommerce-checkout-order-summary-cart-items-block" />
 */
export function CheckoutOrderSummaryCartItemsBlock( props: CheckoutInnerBlockProps ) {
	const { disableProductDescriptions } = useInnerBlockAttributes< {
		disableProductDescriptions: boolean;
	} >(
		getCheckoutInnerBlockMetadata( CHECKOUT_BLOCK_NAMES.CHECKOUT_ORDER_SUMMARY_CART_ITEMS ),
		props
	);
	const { cartItems } = useStoreCart();
	return (
		<div
			className={ joinClassNames(
				'wc-block-components-totals-wrapper',
				'wc-block-components-order-summary',
				disableProductDescriptions && 'wc-block-components-order-summary--no-descriptions',
				props.className
			) }
		>
			<ul
				className="wc-block-components-order-summary__content"
				aria-label={ labels.itemsInOrder() }
			>
				{ cartItems.map( ( cartItem ) => (
					<OrderSummaryLine key={ cartItem.key } cartItem={ cartItem } />
				) ) }
			</ul>
		</div>
	);
}
