/** The order summary's taxes block: the tax rows, hidden when prices include tax. */

import type { FunctionComponent } from 'react';

import { TotalsTaxes, TotalsWrapper } from '@cesta/components';
import { useStoreCart } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { useInnerBlockAttributes } from '../hooks/use-inner-block-attributes';
import type { InnerBlockProps } from '../types';
import { TAXES_BLOCK_ATTRIBUTES } from './attributes';

/**
 * Makes the taxes block (`woocommerce/cart-order-summary-taxes-block`,
 * `woocommerce/checkout-order-summary-taxes-block`): the taxes (spec 2 §5:
 * itemized per tax name when the shop says so, with the rate after the name
 * when `showRateAfterTaxName`). Hidden when prices include tax (the total
 * says "Including … in taxes") and when taxes are off and nothing is taxed.
 *
 * @example
 * const TaxesBlock = createTaxesBlock( { blockName: 'woocommerce/checkout-order-summary-taxes-block' } );
 * <TaxesBlock showRateAfterTaxName="true" />
 */
export function createTaxesBlock( {
	blockName,
}: {
	blockName: string;
} ): FunctionComponent< InnerBlockProps > {
	const metadata = { name: blockName, attributes: TAXES_BLOCK_ATTRIBUTES };
	return function TaxesBlock( props: InnerBlockProps ) {
		const { showRateAfterTaxName } = useInnerBlockAttributes< {
			showRateAfterTaxName: boolean;
		} >( metadata, props );
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
	};
}
