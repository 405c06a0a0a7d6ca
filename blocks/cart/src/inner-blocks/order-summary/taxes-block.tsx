/** The woocommerce/cart-order-summary-taxes-block: the tax rows, hidden when prices include tax. */

import { TotalsTaxes, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { CART_BLOCK_NAMES } from '../../block-names';
import { useInnerBlockAttributes } from '../../hooks/use-inner-block-attributes';
import type { CartInnerBlockProps } from '../../types';

/**
 * `woocommerce/cart-order-summary-taxes-block`: the taxes (spec 2 §5:
 * itemized per tax name when the shop says so, with the rate after the name
 * when `showRateAfterTaxName`). Hidden when prices include tax (the total
 * says "Including … in taxes") and when taxes are off and nothing is taxed.
 *
 * @example
 * <TaxesBlock showRateAfterTaxName="true" />
 */
export function TaxesBlock( props: CartInnerBlockProps ) {
	const { showRateAfterTaxName } = useInnerBlockAttributes< { showRateAfterTaxName: boolean } >(
		CART_BLOCK_NAMES.CART_ORDER_SUMMARY_TAXES,
		props
	);
	const { cartTotals } = useStoreCart();
	const taxed = BigInt( cartTotals.total_tax || '0' ) > 0;
	if (
		getSetting( 'displayCartPricesIncludingTax' ) ||
		( ! getSetting( 'taxesEnabled' ) && ! taxed )
	) {
		return null;
	}
	return (
		<TotalsWrapper className={ props.className }>
			<TotalsTaxes values={ cartTotals } showRateAfterTaxName={ showRateAfterTaxName } />
		</TotalsWrapper>
	);
}
