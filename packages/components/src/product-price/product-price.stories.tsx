/** Stories of the ProductPrice: regular, on sale, range, with a format, loading, server HTML. */

import { ProductPrice } from '.';

const currency = { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' };

export default {
	title: 'Components/ProductPrice',
	component: ProductPrice,
	args: { price: '3999', currency },
};

export const Regular = {};

export const OnSale = { args: { regularPrice: '4999' } };

export const Range = { args: { price: undefined, minPrice: '1999', maxPrice: '2199' } };

export const WithFormat = { args: { format: '<price/> each' } };

export const Loading = { args: { isLoading: true } };

export const ServerHtml = {
	args: {
		price: undefined,
		priceHtml: '<del aria-hidden="true">€49.99</del> <ins>€39.99</ins>',
	},
};
