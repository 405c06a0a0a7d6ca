/** The slot where extensions add shipping packages or content under them (`ExperimentalOrderShippingPackages`). */

import type { ReactNode } from 'react';

import { ExperimentalOrderShippingPackages } from '@cesta/blocks-checkout';
import { CHECKOUT_BLOCK_CONFIG, useFilterCart } from '@cesta/cart-checkout-shared';

import { toRateOption } from './rate-option';

/**
 * The `ExperimentalOrderShippingPackages` slot of the checkout, with
 * WooCommerce's fill props: `collapse`, `collapsible` (false), `showItems`
 * (several packages), `noResultsMessage`, `renderOption` (how the step
 * renders a rate), `extensions`, `cart` and `context`
 * (`woocommerce/checkout`). Its own component, so only it re-renders when
 * the cart does (the shopper typing an address).
 *
 * @example
 * <ShippingPackagesSlot noResultsMessage={ <NoRatesMessage addressComplete /> } />
 */
export function ShippingPackagesSlot( { noResultsMessage }: { noResultsMessage: ReactNode } ) {
	const cart = useFilterCart();
	return (
		<ExperimentalOrderShippingPackages.Slot
			collapse={ false }
			collapsible={ false }
			showItems={ cart.shippingRates.length > 1 }
			noResultsMessage={ noResultsMessage }
			renderOption={ toRateOption }
			components={ {} }
			extensions={ cart.extensions }
			cart={ cart }
			context={ CHECKOUT_BLOCK_CONFIG.blockName }
		/>
	);
}
