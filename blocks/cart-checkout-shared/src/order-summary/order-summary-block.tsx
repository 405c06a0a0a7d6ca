/** The order summary block of the Cart and Checkout: its inner blocks, then the filtered order total and order meta. */

import type { FunctionComponent } from 'react';

import { ExperimentalOrderMeta } from '@cesta/blocks-checkout';
import { TotalsFooterItem, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';
import { DEFAULT_PRICE_FORMAT } from '@cesta/price-format';
import { applyCheckoutFilter } from '@cesta/registry';

import type { TopLevelBlockConfig } from '../constants';
import { useFilterCart } from '../hooks/use-filter-cart';
import { joinClassNames } from '../join-class-names';
import { labels } from '../messages';
import type { InnerBlockProps } from '../types';
import './style.css';

/**
 * The order total under the order summary: its label and format go through
 * the `totalLabel` and `totalValue` checkout filters (arg `{ cart }`);
 * extensions' `ExperimentalOrderMeta` fills show under it, with `context`
 * the top-level block's name.
 *
 * @example
 * <OrderTotal config={ CHECKOUT_BLOCK_CONFIG } />
 */
export function OrderTotal( { config }: { config: TopLevelBlockConfig } ) {
	const { cartTotals } = useStoreCart();
	const cart = useFilterCart();
	const label = applyCheckoutFilter< string >( {
		filterName: 'totalLabel',
		defaultValue: labels.total(),
		extensions: cart.extensions,
		arg: { cart },
	} );
	const format = applyCheckoutFilter< string >( {
		filterName: 'totalValue',
		defaultValue: DEFAULT_PRICE_FORMAT,
		extensions: cart.extensions,
		arg: { cart },
	} );
	return (
		<>
			<TotalsWrapper>
				<TotalsFooterItem values={ cartTotals } label={ label } format={ format } />
			</TotalsWrapper>
			<ExperimentalOrderMeta.Slot
				cart={ cart }
				extensions={ cart.extensions }
				context={ config.blockName }
			/>
		</>
	);
}

/**
 * Makes the order summary block (`woocommerce/cart-order-summary-block`,
 * `woocommerce/checkout-order-summary-block`): its inner blocks (heading,
 * coupon form, totals, …), then the {@link OrderTotal}, in a
 * `<classNameBase>__order-summary` element.
 *
 * @example
 * const CartOrderSummaryBlock = createOrderSummaryBlock( CART_BLOCK_CONFIG );
 * <CartOrderSummaryBlock>{ innerBlocks }</CartOrderSummaryBlock>
 */
export function createOrderSummaryBlock(
	config: TopLevelBlockConfig
): FunctionComponent< InnerBlockProps > {
	return function OrderSummaryBlock( { children, className }: InnerBlockProps ) {
		return (
			<div
				className={ joinClassNames(
					`${ config.classNameBase }__order-summary`,
					className
				) }
			>
				{ children }
				<OrderTotal config={ config } />
			</div>
		);
	};
}
