/** Stories of the TotalsShipping: a flat rate, free shipping, not calculated yet. */

import { TotalsShipping } from '.';
import {
	EXAMPLE_COUNTRIES,
	EXAMPLE_CURRENCY_FIELDS,
	EXAMPLE_STATES,
	EXAMPLE_TOTALS,
} from '../stories-data';

const rate = ( rateId: string, name: string, price: string, selected: boolean ) => ( {
	...EXAMPLE_CURRENCY_FIELDS,
	rate_id: rateId,
	name,
	description: '',
	delivery_time: '',
	price,
	taxes: '0',
	instance_id: 1,
	method_id: rateId.split( ':' )[ 0 ]!,
	meta_data: [],
	selected,
} );

const packages = ( selectedFree: boolean ) => [
	{
		package_id: 0,
		name: 'Envío 1',
		destination: {
			address_1: '',
			address_2: '',
			city: 'Madrid',
			state: 'M',
			postcode: '28014',
			country: 'ES',
		},
		items: [],
		shipping_rates: [
			rate( 'flat_rate:1', 'Tarifa plana', '495', ! selectedFree ),
			rate( 'free_shipping:2', 'Envío gratuito', '0', selectedFree ),
		],
	},
];

export default {
	title: 'Components/TotalsShipping',
	component: TotalsShipping,
	args: {
		values: EXAMPLE_TOTALS,
		needsShipping: true,
		hasCalculatedShipping: true,
		shippingRates: packages( false ),
		shippingAddress: { country: 'ES', state: 'M', city: 'Madrid', postcode: '28014' },
		displayCartPricesIncludingTax: false,
		isShippingCalculatorEnabled: true,
		calculatorProps: {
			countries: EXAMPLE_COUNTRIES,
			states: EXAMPLE_STATES,
			onUpdate: async () => true,
		},
	},
};

export const FlatRate = {};

export const Free = {
	args: {
		values: { ...EXAMPLE_TOTALS, total_shipping: '0', total_shipping_tax: '0' },
		shippingRates: packages( true ),
	},
};

export const NotCalculated = {
	args: {
		values: { ...EXAMPLE_TOTALS, total_shipping: null, total_shipping_tax: null },
		hasCalculatedShipping: false,
		shippingAddress: {},
	},
};
