/** Public surface of the shipping calculator, its on-demand form, hook and checks. */

export { ShippingCalculator } from './component';
export { useShippingCalculator, validateCalculatorAddress } from './hook';
export { loadShippingCalculator } from './load-shipping-calculator';
export { ShippingCalculatorOnDemand } from './shipping-calculator-on-demand';
export type {
	ShippingCalculatorAddress,
	ShippingCalculatorField,
	ShippingCalculatorProps,
} from './types';
