/** The woocommerce/cart-order-summary-shipping-block: the shipping row, the calculator and the rate choice. */

import { ExperimentalOrderShippingPackages } from '@cesta/blocks-checkout';
import { LoadingMask, TotalsShipping, TotalsWrapper } from '@cesta/components';
import { useShippingData, useStoreCart } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { CART_BLOCK_NAMES } from '../../block-names';
import { useFilterCart } from '../../hooks/use-filter-cart';
import { useInnerBlockAttributes } from '../../hooks/use-inner-block-attributes';
import { useShippingCalculator } from '../../hooks/use-shipping-calculator';
import { labels } from '../../messages';
import type { CartInnerBlockProps } from '../../types';
import { ShippingRateSelector } from './shipping-rate-selector';

/**
 * `woocommerce/cart-order-summary-shipping-block`: the "Shipping" row when
 * the cart needs shipping (cost, "Free", the chosen rates, the destination),
 * the shipping calculator (country, state, city, postcode) unless the block
 * or the shop turns it off, and the rate choice. While new rates load the
 * row is masked and announced. Extensions' `ExperimentalOrderShippingPackages`
 * fills show under the rates.
 *
 * @example
 * <ShippingBlock isShippingCalculatorEnabled="true" />
 */
export function ShippingBlock( props: CartInnerBlockProps ) {
	const { isShippingCalculatorEnabled } = useInnerBlockAttributes< {
		isShippingCalculatorEnabled: boolean;
	} >( CART_BLOCK_NAMES.CART_ORDER_SUMMARY_SHIPPING, props );
	const { cartTotals, cartNeedsShipping, cartHasCalculatedShipping, shippingAddress } =
		useStoreCart();
	const { shippingRates, shippingRatesLoading } = useShippingData();
	const calculatorProps = useShippingCalculator();
	const cart = useFilterCart();
	if ( ! cartNeedsShipping ) {
		return null;
	}
	const calculatorEnabled =
		isShippingCalculatorEnabled &&
		getSetting< unknown >( 'isShippingCalculatorEnabled', true ) !== false;
	return (
		<TotalsWrapper className={ props.className }>
			<LoadingMask
				isLoading={ shippingRatesLoading }
				showSpinner
				screenReaderLabel={ labels.updatingShippingRates() }
			>
				<TotalsShipping
					values={ cartTotals }
					needsShipping={ cartNeedsShipping }
					hasCalculatedShipping={ cartHasCalculatedShipping }
					shippingRates={ shippingRates }
					shippingAddress={ shippingAddress }
					isShippingCalculatorEnabled={ calculatorEnabled }
					calculatorProps={ calculatorProps }
				/>
				<ShippingRateSelector />
				<ExperimentalOrderShippingPackages.Slot
					collapse={ false }
					collapsible={ false }
					showItems={ cart.shippingRates.length > 1 }
					noResultsMessage={ null }
					renderOption={ null }
					components={ {} }
					cart={ cart }
					extensions={ cart.extensions }
					context="woocommerce/cart"
				/>
			</LoadingMask>
		</TotalsWrapper>
	);
}
