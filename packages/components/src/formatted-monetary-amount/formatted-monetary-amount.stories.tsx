/** Stories of the FormattedMonetaryAmount: euros, a negative amount, the symbol after the amount. */

import { FormattedMonetaryAmount } from '.';

export default {
	title: 'Components/FormattedMonetaryAmount',
	component: FormattedMonetaryAmount,
	args: {
		value: '7857',
		currency: { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' },
	},
};

export const Euro = {};

export const Negative = { args: { value: '-600' } };

export const SymbolAfter = {
	args: {
		value: '123456',
		currency: {
			code: 'EUR',
			symbol: '€',
			minorUnit: 2,
			prefix: '',
			suffix: ' €',
			decimalSeparator: ',',
			thousandSeparator: '.',
		},
	},
};
