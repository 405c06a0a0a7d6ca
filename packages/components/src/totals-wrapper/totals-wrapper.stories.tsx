/** Stories of the TotalsWrapper: a group of two rows. */

import { __ } from '@wordpress/i18n';

import { TotalsWrapper } from '.';
import { TotalsItem } from '../totals-item';

const currency = { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' };

export default {
	title: 'Components/TotalsWrapper',
	component: TotalsWrapper,
};

export const TwoRows = {
	// Rows made when shown, so their labels are translated.
	render: () => (
		<TotalsWrapper>
			<TotalsItem label={ __( 'Subtotal', 'cesta' ) } value="5998" currency={ currency } />
			<TotalsItem label={ __( 'Shipping', 'cesta' ) } value="495" currency={ currency } />
		</TotalsWrapper>
	),
};
