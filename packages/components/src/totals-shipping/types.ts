/** Types of the TotalsShipping's props. */

import type { CartTotals, ShippingDestination, ShippingPackage } from '@cesta/types';
import type { Currency } from '@cesta/price-format';

import type { ShippingCalculatorProps } from '../shipping-calculator';

/**
 * Props of {@link TotalsShipping}.
 *
 * @example
 * const props: TotalsShippingProps = {
 * 	values: cart.totals, needsShipping: cart.needsShipping,
 * 	hasCalculatedShipping: cart.hasCalculatedShipping, shippingRates: cart.shippingRates,
 * 	shippingAddress: cart.shippingAddress,
 * };
 */
export interface TotalsShippingProps {
	/** The cart totals (`total_shipping`, `total_shipping_tax`, currency fields). */
	values: Partial< CartTotals >;
	/** Currency of the amounts. @default read from `values` */
	currency?: Partial< Currency >;
	/** Whether the cart needs shipping; without it nothing renders. */
	needsShipping: boolean;
	/** Whether rates were calculated for the address. @default true when `total_shipping` is set */
	hasCalculatedShipping?: boolean;
	/** Packages and their rates; each package's selected rate (else its first) is named under the row. @default [] */
	shippingRates?: ShippingPackage[];
	/** Where the order goes, written under the row. @default undefined */
	shippingAddress?: Partial< ShippingDestination >;
	/** Shipping method ids that mean local pickup. @default the `collectableMethodIds` setting */
	collectableMethodIds?: string[];
	/** Shows the cost with its tax. @default the `displayCartPricesIncludingTax` setting */
	displayCartPricesIncludingTax?: boolean;
	/** Offers the shipping calculator (needs `calculatorProps`). @default false */
	isShippingCalculatorEnabled?: boolean;
	/** The calculator's countries, states and `onUpdate`. @default undefined */
	calculatorProps?: Pick<
		ShippingCalculatorProps,
		'countries' | 'states' | 'onUpdate' | 'addressFields'
	>;
	/** Extra class names. @default undefined */
	className?: string;
}
