/** Stories of the TotalsTaxes: a single row, and itemized with rates. */

import { TotalsTaxes } from '.';
import { EXAMPLE_TOTALS } from '../stories-data';

export default {
	title: 'Components/TotalsTaxes',
	component: TotalsTaxes,
	args: { values: EXAMPLE_TOTALS, taxesEnabled: true, displayItemizedTaxes: false },
};

export const Single = {};

export const Itemized = { args: { displayItemizedTaxes: true, showRateAfterTaxName: true } };
