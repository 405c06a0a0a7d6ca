/** Types of the product collection endpoints: collection data, attributes, terms, categories, reviews. */

import type { CurrencyResponse, MinorUnitAmount } from './currency';
import type { ImageResponse } from './image';
import type { StockStatus } from './product';

/**
 * The price range of a product query, e.g.
 * `{ min_price: '1999', max_price: '42900', currency_code: 'EUR', … }`.
 */
export interface PriceRange extends CurrencyResponse {
	min_price: MinorUnitAmount;
	max_price: MinorUnitAmount;
}

/** `GET /products/collection-data`: each member is null unless asked for. */
export interface CollectionDataResponse {
	price_range: PriceRange | null;
	attribute_counts: Array< { term: number; count: number } > | null;
	rating_counts: Array< { rating: number; count: number } > | null;
	stock_status_counts: Array< { status: StockStatus; count: number } > | null;
	taxonomy_counts?: Array< { term: number; count: number } > | null;
}

/** A global product attribute (`/products/attributes`). */
export interface ProductAttribute {
	id: number;
	name: string;
	/** E.g. `pa_color`. */
	taxonomy: string;
	type: string;
	order: string;
	has_archives: boolean;
	count: number;
}

/** A term (`/products/attributes/{id}/terms`, `/products/tags`, …). */
export interface AttributeTerm {
	id: number;
	name: string;
	slug: string;
	description: string;
	parent: number;
	count: number;
}

/** A category or brand: term fields plus image, review count and permalink. */
export interface ProductCategory extends AttributeTerm {
	image: ImageResponse | null;
	review_count: number;
	permalink: string;
}

/** An attribute filter of a product query. */
export interface AttributeQuery {
	attribute: string;
	operator: 'in' | 'not_in' | 'and';
	slug: string[];
}

/** A product review (`/products/reviews`). */
export interface ProductReview {
	id: number;
	date_created: string;
	formatted_date_created: string;
	date_created_gmt: string;
	product_id: number;
	product_name: string;
	product_permalink: string;
	product_image: ImageResponse | null;
	reviewer: string;
	/** HTML. */
	review: string;
	rating: number;
	verified: boolean;
	reviewer_avatar_urls: Record< '24' | '48' | '96', string >;
}
