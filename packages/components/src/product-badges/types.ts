/** Types of the product badges' props. */

import type { ReactNode } from 'react';

import type { Currency, PriceAmount } from '@cesta/price-format';

/**
 * Props of {@link ProductBadge}.
 *
 * @example
 * const props: ProductBadgeProps = { className: 'is-custom', children: 'Nuevo' };
 */
export interface ProductBadgeProps {
	/** Extra class names (a modifier per badge kind). @default undefined */
	className?: string;
	/** Badge text. */
	children: ReactNode;
}

/**
 * Props of {@link ProductLowStockBadge}.
 *
 * @example
 * const props: ProductLowStockBadgeProps = { lowStockRemaining: item.low_stock_remaining };
 */
export interface ProductLowStockBadgeProps {
	/** Units left; nothing shows for null, 0 or less. */
	lowStockRemaining: number | null | undefined;
}

/**
 * Props of {@link ProductSaleBadge}.
 *
 * @example
 * const props: ProductSaleBadgeProps = { saleAmount: '2000', currency };
 */
export interface ProductSaleBadgeProps {
	/** What the shopper saves, in minor units; nothing shows for 0 or less. */
	saleAmount: PriceAmount;
	/** Currency of the amount. @default the site currency */
	currency?: Partial< Currency >;
	/** Text around the amount (checkout filter `saleBadgePriceFormat`). @default '<price/>' */
	format?: string;
}

/**
 * Props of {@link ProductBadges}: what a cart line knows about stock and sale.
 *
 * @example
 * const props: ProductBadgesProps = {
 * 	lowStockRemaining: item.low_stock_remaining,
 * 	showBackorderBadge: item.show_backorder_badge,
 * 	regularPrice: item.prices.regular_price, price: item.prices.price, quantity: item.quantity,
 * 	currency,
 * };
 */
export interface ProductBadgesProps {
	/** Units left (low stock). @default null */
	lowStockRemaining?: number | null;
	/** Whether the line is on backorder; wins over the low-stock badge. @default false */
	showBackorderBadge?: boolean;
	/** Unit price before the sale. @default undefined */
	regularPrice?: PriceAmount;
	/** Unit price now. @default undefined */
	price?: PriceAmount;
	/** Quantity of the line; the saving shown covers all of it. @default 1 */
	quantity?: number;
	/** Currency of the prices. @default the site currency */
	currency?: Partial< Currency >;
	/** Text around the saving (checkout filter `saleBadgePriceFormat`). @default '<price/>' */
	saleBadgeFormat?: string;
}
