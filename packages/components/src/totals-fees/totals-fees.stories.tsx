/** Stories of the TotalsFees: one fee, and including tax. */

import { TotalsFees } from '.';
import { EXAMPLE_FEES } from '../stories-data';

export default {
	title: 'Components/TotalsFees',
	component: TotalsFees,
	args: { cartFees: EXAMPLE_FEES, displayCartPricesIncludingTax: false },
};

export const OneFee = {};

export const IncludingTax = { args: { displayCartPricesIncludingTax: true } };
