/** The order summary's shipping block: the shipping row, and in the cart the calculator and the rate choice. */

import type { ComponentType, FunctionComponent } from 'react';

import { ExperimentalOrderShippingPackages } from '@cesta/blocks-checkout';
import { LoadingMask, TotalsShipping, TotalsWrapper } from '@cesta/components';
import { useShippingData, useStoreCart } from '@cesta/data';
import { getSetting } from '@cesta/settings';

import { useFilterCart } from '../hooks/use-filter-cart';
import { useInnerBlockAttributes } from '../hooks/use-inner-block-attributes';
import { useShippingDestination } from '../hooks/use-shipping-destination';
import { useShippingCalculator } from '../hooks/use-shipping-calculator';
import { labels } from '../messages';
import type { TopLevelBlockConfig } from '../constants';
import type { InnerBlockOptions, InnerBlockProps } from '../types';
import { SHIPPING_BLOCK_ATTRIBUTES } from './attributes';

/**
 * What makes a shipping block: its block and, for the cart, the rate choice
 * shown under the row.
 *
 * @example
 * const options: ShippingBlockOptions = {
 * 	config: CART_BLOCK_CONFIG,
 * 	blockName: 'woocommerce/cart-order-summary-shipping-block',
 * 	rateChoice: ShippingRateSelector,
 * };
 */
export interface ShippingBlockOptions extends InnerBlockOptions {
	/**
	 * The cart's rate choice (`ShippingRateSelector`). The Cart passes it in
	 * rather than this module importing it: the checkout chooses rates in its
	 * shipping step, so its page does not download the cart's choice.
	 */
	rateChoice?: ComponentType< { config: TopLevelBlockConfig } >;
}

/**
 * Makes the shipping block (`woocommerce/cart-order-summary-shipping-block`,
 * `woocommerce/checkout-order-summary-shipping-block`): the "Shipping" row
 * when the cart needs shipping (cost, "Free", the chosen rates, the
 * destination); while new rates load the row is masked and announced. In the
 * cart, the shipping calculator (country, state, city, postcode) unless the
 * block's `isShippingCalculatorEnabled` or the shop's setting of that name
 * turns it off, and under the row the rate choice (`rateChoice`) and
 * extensions' `ExperimentalOrderShippingPackages` fills; the checkout asks
 * for the address in its own form and chooses rates in its shipping step.
 *
 * @example
 * const ShippingBlock = createShippingBlock( { config: CART_BLOCK_CONFIG, blockName: 'woocommerce/cart-order-summary-shipping-block', rateChoice: ShippingRateSelector } );
 * <ShippingBlock isShippingCalculatorEnabled="true" />
 */
export function createShippingBlock( {
	config,
	blockName,
	rateChoice: RateChoice,
}: ShippingBlockOptions ): FunctionComponent< InnerBlockProps > {
	const inCart = config.kind === 'cart';
	const metadata = { name: blockName, attributes: SHIPPING_BLOCK_ATTRIBUTES };
	return function ShippingBlock( props: InnerBlockProps ) {
		const { isShippingCalculatorEnabled } = useInnerBlockAttributes< {
			isShippingCalculatorEnabled: boolean;
		} >( metadata, props );
		const { cartTotals, cartNeedsShipping, cartHasCalculatedShipping } = useStoreCart();
		const shippingAddress = useShippingDestination();
		const { shippingRates, shippingRatesLoading } = useShippingData();
		const calculatorProps = useShippingCalculator();
		const cart = useFilterCart();
		if ( ! cartNeedsShipping ) {
			return null;
		}
		const calculatorEnabled =
			inCart &&
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
					{ inCart && (
						<>
							{ RateChoice && <RateChoice config={ config } /> }
							<ExperimentalOrderShippingPackages.Slot
								collapse={ false }
								collapsible={ false }
								showItems={ cart.shippingRates.length > 1 }
								noResultsMessage={ null }
								renderOption={ null }
								components={ {} }
								cart={ cart }
								extensions={ cart.extensions }
								context={ config.blockName }
							/>
						</>
					) }
				</LoadingMask>
			</TotalsWrapper>
		);
	};
}
