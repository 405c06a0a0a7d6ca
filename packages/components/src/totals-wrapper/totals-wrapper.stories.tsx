/** Stories of the TotalsWrapper: a group of two rows. */

import { TotalsWrapper } from '.';
import { TotalsItem } from '../totals-item';

const currency = { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' };

export default {
	title: 'Components/TotalsWrapper',
	component: TotalsWrapper,
	args: {
		children: [
			<TotalsItem key="subtotal" label="Subtotal" value="5998" currency={ currency } />,
			<TotalsItem key="shipping" label="Shipping" value="495" currency={ currency } />,
		],
	},
};

export const TwoRows = {};
