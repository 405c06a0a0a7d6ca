/** Stories of the TotalsSubtotal: excluding and including tax. */

import { TotalsSubtotal } from '.';
import { EXAMPLE_TOTALS } from '../stories-data';

export default {
	title: 'Components/TotalsSubtotal',
	component: TotalsSubtotal,
	args: { values: EXAMPLE_TOTALS, displayCartPricesIncludingTax: false },
};

export const ExcludingTax = {};

export const IncludingTax = { args: { displayCartPricesIncludingTax: true } };
