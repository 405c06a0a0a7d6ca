/**
 * The editor preview's sample products, made from the sample cart of
 * `@cesta/mocks/preview` (plain data, no simulation): the only sample
 * catalogue data that entry offers today.
 */
import { createPreviewCart } from '@cesta/mocks/preview';
import type { CartItem, ProductResponse } from '@cesta/types';

import { markupTexts } from '../markup/messages';

const toProduct = ( item: CartItem ): ProductResponse => {
	// A cart line of a variation stands for its variable product in a listing.
	const type = item.type === 'variation' ? 'variable' : item.type;
	const { raw_prices: _raw, ...prices } = item.prices;
	const onSale =
		prices.sale_price !== '' && Number( prices.sale_price ) < Number( prices.regular_price );
	return {
		id: item.id,
		name: item.name,
		slug: '',
		parent: 0,
		type,
		variation: '',
		permalink: item.permalink,
		sku: item.sku,
		short_description: item.short_description,
		description: item.description,
		on_sale: onSale,
		prices,
		price_html: '',
		average_rating: '0',
		review_count: 0,
		images: item.images,
		categories: [],
		tags: [],
		brands: [],
		attributes: [],
		variations: [],
		grouped_products: [],
		has_options: type === 'variable',
		is_purchasable: true,
		is_in_stock: true,
		is_on_backorder: false,
		low_stock_remaining: item.low_stock_remaining,
		stock_availability: { text: '', class: 'in-stock' },
		sold_individually: item.sold_individually,
		add_to_cart: {
			text: type === 'variable' ? markupTexts.selectOptions() : markupTexts.addToCart(),
			description: '',
			url: item.permalink,
			minimum: 1,
			maximum: item.quantity_limits.maximum,
			multiple_of: 1,
		},
		extensions: {},
	};
};

/**
 * The sample products the editor lists instead of real ones: the fan, the
 * T-shirt (variable, so it links to its page) and the rice cooker, with the
 * sample shop's prices, as a fresh copy on each call.
 *
 * @example
 * previewProducts().map( ( product ) => product.name ); // [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ]
 */
export function previewProducts(): ProductResponse[] {
	return createPreviewCart().items.map( toProduct );
}
