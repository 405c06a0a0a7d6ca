/** Stories of the TotalsItem: an amount, with a description, an element value. */

import { __ } from '@wordpress/i18n';

import { TotalsItem } from '.';

export default {
	title: 'Components/TotalsItem',
	component: TotalsItem,
	args: {
		label: 'Subtotal',
		value: '5998',
		currency: { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' },
	},
};

export const Amount = {};

export const WithDescription = {
	args: { label: 'Shipping', value: '495', description: 'Tarifa plana' },
};

export const ElementValue = {
	args: { label: 'Shipping' },
	render: ( args: Parameters< typeof TotalsItem >[ 0 ] ) => (
		<TotalsItem { ...args } value={ <strong>{ __( 'Free', 'cesta' ) }</strong> } />
	),
};
