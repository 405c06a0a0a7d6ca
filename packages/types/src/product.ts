/** Types of a catalogue product as the Store API sends it: prices, terms, attributes, add-to-cart data. */

import type { PriceRangeAmounts } from './cart-item';
import type { CurrencyResponse, MinorUnitAmount } from './currency';
import type { ImageResponse } from './image';

/** Product prices (tax per the shop display setting); no raw prices. */
export interface ProductPrices extends CurrencyResponse {
	price: MinorUnitAmount;
	regular_price: MinorUnitAmount;
	sale_price: MinorUnitAmount;
	price_range: PriceRangeAmounts | null;
}

/** A category, tag or brand reference on a product. */
export interface ProductTermReference {
	id: number;
	name: string;
	slug: string;
	link: string;
}

/** A term of a product attribute. */
export interface ProductAttributeTermReference {
	id: number;
	name: string;
	slug: string;
	default?: boolean;
}

/** An attribute on a product. `taxonomy` is null for product-level attributes. */
export interface ProductAttributeReference {
	id: number;
	name: string;
	taxonomy: string | null;
	has_variations: boolean;
	terms: ProductAttributeTermReference[];
}

/** A variation reference: its id and attribute values (`null` value means "any"). */
export interface ProductVariationReference {
	id: number;
	attributes: Array< { name: string; value: string | null } >;
}

/** Add-to-cart data of a product. Quantities default to 1 / 9999 / 1. */
export interface ProductAddToCart {
	text: string;
	description: string;
	url: string;
	single_text?: string;
	minimum: number;
	maximum: number;
	multiple_of: number;
}

/** Stock status values accepted by filters. */
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

/**
 * A catalogue product (`GET /products`, cross-sells).
 *
 * @example
 * const isOnSale = ( product: ProductResponse ) => product.on_sale && product.is_purchasable;
 */
export interface ProductResponse {
	id: number;
	name: string;
	slug: string;
	parent: number;
	/** `simple`, `variable`, `grouped`, `external`, `variation`. */
	type: string;
	/** Formatted attribute string for variations, `""` otherwise. */
	variation: string;
	permalink: string;
	sku: string;
	/** HTML. */
	short_description: string;
	/** HTML. */
	description: string;
	on_sale: boolean;
	prices: ProductPrices;
	/** HTML. */
	price_html: string;
	average_rating: string;
	review_count: number;
	images: ImageResponse[];
	categories: ProductTermReference[];
	tags: ProductTermReference[];
	brands: ProductTermReference[];
	attributes: ProductAttributeReference[];
	variations: ProductVariationReference[];
	grouped_products: number[];
	has_options: boolean;
	is_purchasable: boolean;
	is_in_stock: boolean;
	is_on_backorder: boolean;
	low_stock_remaining: number | null;
	stock_availability: { text: string; class: string };
	sold_individually: boolean;
	add_to_cart: ProductAddToCart;
	extensions: Record< string, unknown >;
}
