/** Types of a cart line as the Store API sends it: limits, variation, item data, prices and totals. */

import type { CurrencyResponse, MinorUnitAmount } from './currency';
import type { ImageResponse } from './image';

/** Quantity limits of a cart line; defaults 1 / 9999 (99 in the sample cart) / 1 / editable. */
export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

/** A chosen variation attribute of a cart line, e.g. `{ attribute: 'Color', value: 'Rojo' }`. */
export interface CartItemVariation {
	attribute: string;
	value: string;
}

/** Extra item data shown under a cart line (HTML-sanitised by the server). */
export interface CartItemData {
	/** Label; older servers send `key` instead of `name`. */
	name?: string;
	key?: string;
	/** Raw value; `display` is the formatted form when present. */
	value: string;
	display?: string;
	hidden?: boolean | string;
	className?: string;
}

/** Unrounded prices in units of 10^-precision (precision is normally 6). */
export interface RawPrices {
	precision: number;
	price: string;
	regular_price: string;
	sale_price: string;
}

/** Price range of a variable product, or null. */
export interface PriceRangeAmounts {
	min_amount: MinorUnitAmount;
	max_amount: MinorUnitAmount;
}

/** Prices of a cart line, tax shown according to the cart's tax display. */
export interface CartItemPrices extends CurrencyResponse {
	price: MinorUnitAmount;
	regular_price: MinorUnitAmount;
	sale_price: MinorUnitAmount;
	price_range: PriceRangeAmounts | null;
	raw_prices: RawPrices;
}

/** Line totals, always split into amounts excluding tax and their tax. */
export interface CartItemTotals extends CurrencyResponse {
	/** Before coupons. */
	line_subtotal: MinorUnitAmount;
	line_subtotal_tax: MinorUnitAmount;
	/** After coupons. */
	line_total: MinorUnitAmount;
	line_total_tax: MinorUnitAmount;
}

/** Where a product may be listed. */
export type CatalogVisibility = 'visible' | 'catalog' | 'search' | 'hidden';

/**
 * One line of the cart.
 *
 * @example
 * const line: CartItem = cart.items[ 0 ];
 * formatPrice( line.totals.line_subtotal, getCurrencyFromPriceResponse( line.totals ) );
 */
export interface CartItem {
	/** 32-character hash identifying the line. */
	key: string;
	/** Product or variation id. */
	id: number;
	/** Product type, e.g. `simple` or `variation`. */
	type: string;
	quantity: number;
	quantity_limits: QuantityLimits;
	name: string;
	summary?: string;
	short_description: string;
	description: string;
	sku: string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	permalink: string;
	images: ImageResponse[];
	variation: CartItemVariation[];
	item_data: CartItemData[];
	prices: CartItemPrices;
	totals: CartItemTotals;
	catalog_visibility: CatalogVisibility;
	extensions: Record< string, unknown >;
}
