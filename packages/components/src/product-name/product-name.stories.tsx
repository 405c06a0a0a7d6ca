/** Stories of the ProductName: linked and plain text. */

import { ProductName } from '.';

export default {
	title: 'Components/ProductName',
	component: ProductName,
	args: { name: 'Ventilador de pie', permalink: '#ventilador-de-pie' },
};

export const Linked = {};

export const PlainText = { args: { disabled: true } };
