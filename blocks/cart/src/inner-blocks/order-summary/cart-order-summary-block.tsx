/** The woocommerce/cart-order-summary-block: its inner blocks, then the filtered order total and order meta. */

import { ExperimentalOrderMeta } from '@cesta/blocks-checkout';
import { TotalsFooterItem, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';
import { DEFAULT_PRICE_FORMAT } from '@cesta/price-format';
import { applyCheckoutFilter } from '@cesta/registry';

import { useFilterCart } from '../../hooks/use-filter-cart';
import { labels } from '../../messages';
import type { CartInnerBlockProps } from '../../types';
import './style.css';

/**
 * `woocommerce/cart-order-summary-block`: its inner blocks (heading, coupon
 * form, totals), then the order total. The total's label and format go
 * through the `totalLabel` and `totalValue` checkout filters (arg `{ cart }`);
 * extensions' `ExperimentalOrderMeta` fills show under it.
 *
 * @example
 * <CartOrderSummaryBlock>{ innerBlocks }</CartOrderSummaryBlock>
 */
export function CartOrderSummaryBlock( { children, className }: CartInnerBlockProps ) {
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
		<div
			className={ [ 'wc-block-cart__order-summary', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ children }
			<TotalsWrapper>
				<TotalsFooterItem values={ cartTotals } label={ label } format={ format } />
			</TotalsWrapper>
			<ExperimentalOrderMeta.Slot
				cart={ cart }
				extensions={ cart.extensions }
				context="woocommerce/cart"
			/>
		</div>
	);
}
