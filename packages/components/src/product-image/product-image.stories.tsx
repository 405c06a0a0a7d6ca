/** Stories of the ProductImage: with an image, the placeholder, linked to the product. */

import { ProductImage } from '.';

export default {
	title: 'Components/ProductImage',
	component: ProductImage,
	args: {
		image: {
			src: 'https://placehold.co/300x300/png',
			thumbnail: 'https://placehold.co/300x300/png',
			alt: 'Ventilador de pie',
		},
	},
};

export const WithImage = {};

export const Placeholder = { args: { image: undefined } };

export const Linked = { args: { permalink: '#ventilador-de-pie' } };
