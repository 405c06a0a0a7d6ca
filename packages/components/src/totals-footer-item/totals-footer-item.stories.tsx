/** Stories of the TotalsFooterItem: the total, and including tax. */

import { TotalsFooterItem } from '.';
import { EXAMPLE_TOTALS } from '../stories-data';

export default {
	title: 'Components/TotalsFooterItem',
	component: TotalsFooterItem,
	args: { values: EXAMPLE_TOTALS, displayCartPricesIncludingTax: false },
};

export const Total = {};

export const IncludingTax = { args: { displayCartPricesIncludingTax: true } };
