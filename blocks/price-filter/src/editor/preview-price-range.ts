/** The price range the editor's preview shows: the sample products' lowest and highest prices. */
import { createPreviewProducts } from '@cesta/mocks/preview';
import type { PriceRange } from '@cesta/types';

/**
 * The `price_range` of the sample products of `@cesta/mocks/preview` (the
 * fan, the T-shirt, the rice cooker), in their currency: what the preview
 * slider spans, with no Store API request.
 *
 * @example
 * previewPriceRange().min_price; // '1999'
 */
export function previewPriceRange(): PriceRange {
	const products = createPreviewProducts();
	const prices = products.map( ( product ) => Number( product.prices.price ) );
	const { price, regular_price, sale_price, price_range, ...currency } = products[ 0 ]!.prices;
	return {
		...currency,
		min_price: String( Math.min( ...prices ) ),
		max_price: String( Math.max( ...prices ) ),
	};
}
