/** The woocommerce/checkout-order-summary-block: "Order summary", its rows and the total, folding on small screens. */

import { useId, useState } from '@wordpress/element';

import { CHECKOUT_BLOCK_CONFIG, joinClassNames, OrderTotal } from '@cesta/cart-checkout-shared';
import { FormattedMonetaryAmount, useContainerWidthContext } from '@cesta/components';
import { useStoreCart } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';

import { labels } from '../../messages';
import type { CheckoutInnerBlockProps } from '../../types';
import './style.css';

/**
 * `woocommerce/checkout-order-summary-block`: the "Order summary" heading,
 * its inner blocks (the items, the coupon form, the totals rows), then the
 * filtered order total and extensions' `ExperimentalOrderMeta` fills. On
 * containers narrower than WooCommerce's large layout the summary folds
 * under its heading, which becomes a button showing the total
 * (`aria-expanded`, `aria-controls`), as in WooCommerce.
 *
 * @example
 * <CheckoutOrderSummaryBlock className="wp-block-woocommerce-checkout-order-summary-block">{ rows }</CheckoutOrderSummaryBlock>
 */
export function CheckoutOrderSummaryBlock( { children, className }: CheckoutInnerBlockProps ) {
	const { isLarge, hasContainerWidth } = useContainerWidthContext();
	const foldable = hasContainerWidth && ! isLarge;
	const [ isOpen, setIsOpen ] = useState( false );
	const contentId = useId();
	const expanded = ! foldable || isOpen;
	return (
		<div
			className={ joinClassNames(
				'wc-block-components-checkout-order-summary',
				`${ CHECKOUT_BLOCK_CONFIG.classNameBase }__order-summary`,
				className
			) }
		>
			<div
				className={ joinClassNames(
					'wc-block-components-checkout-order-summary__title',
					isOpen && 'is-open'
				) }
			>
				<h2 className="wc-block-components-checkout-order-summary__title-text">
					{ foldable ? (
						<button
							type="button"
							className="wc-block-components-checkout-order-summary__toggle"
							aria-expanded={ isOpen }
							aria-controls={ contentId }
							onClick={ () => setIsOpen( ( open ) => ! open ) }
						>
							<span>{ labels.orderSummary() }</span>
							<FoldedTotal />
						</button>
					) : (
						labels.orderSummary()
					) }
				</h2>
			</div>
			<div
				id={ contentId }
				className={ joinClassNames(
					'wc-block-components-checkout-order-summary__content',
					expanded && 'is-open'
				) }
				hidden={ ! expanded }
			>
				{ children }
				<OrderTotal config={ CHECKOUT_BLOCK_CONFIG } />
			</div>
		</div>
	);
}

/** The total beside the folded summary's heading. */
function FoldedTotal() {
	const { cartTotals } = useStoreCart();
	return (
		<FormattedMonetaryAmount
			className="wc-block-components-checkout-order-summary__title-price"
			currency={ getCurrencyFromPriceResponse( cartTotals ) }
			value={ cartTotals.total_price }
		/>
	);
}
