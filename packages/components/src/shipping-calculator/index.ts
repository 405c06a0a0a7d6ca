export { ShippingCalculator } from './component';
export { useShippingCalculator, validateCalculatorAddress } from './hook';
export type {
	ShippingCalculatorAddress,
	ShippingCalculatorField,
	ShippingCalculatorProps,
} from './types';
