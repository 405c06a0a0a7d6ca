/** Stories of the ProductMetadata: a cart line, a description only, a short clamp. */

import { ProductMetadata } from '.';

export default {
	title: 'Components/ProductMetadata',
	component: ProductMetadata,
	args: {
		shortDescription:
			'<p>Ventilador de pie de 40 cm con 3 velocidades, oscilación de 90° y altura regulable, ideal para salón o dormitorio.</p>',
		variation: [ { attribute: 'Color', value: 'Rojo' } ],
		itemData: [ { name: 'Envoltorio', value: 'Sí' } ],
	},
};

export const CartLine = {};

export const DescriptionOnly = { args: { variation: [], itemData: [] } };

export const ShortClamp = { args: { maxLength: 5 } };
