/** The product badges of a cart line: low stock, backorder and the sale saving, on one badge look. */

import { __, _n, sprintf } from '@wordpress/i18n';

import { DEFAULT_PRICE_FORMAT, formatPriceWithFormat } from '@cesta/price-format';

import { cx } from '../utils/cx';
import { getSavingsAmount, isPositiveAmount } from '../utils/money';
import type {
	ProductBadgeProps,
	ProductBadgesProps,
	ProductLowStockBadgeProps,
	ProductSaleBadgeProps,
} from './types';
import './style.css';

/**
 * The badge every product badge is drawn with (`wc-block-components-product-badge`).
 *
 * @example
 * <ProductBadge className="wc-block-components-product-new-badge">Nuevo</ProductBadge>
 */
export function ProductBadge( { className, children }: ProductBadgeProps ) {
	return (
		<span className={ cx( 'wc-block-components-product-badge', className ) }>{ children }</span>
	);
}

/**
 * "Only 3 left in stock", when the server reports few units left.
 *
 * @example
 * <ProductLowStockBadge lowStockRemaining={ item.low_stock_remaining } />
 */
export function ProductLowStockBadge( { lowStockRemaining }: ProductLowStockBadgeProps ) {
	if ( typeof lowStockRemaining !== 'number' || ! ( lowStockRemaining > 0 ) ) {
		return null;
	}
	return (
		<ProductBadge className="wc-block-components-product-low-stock-badge">
			{ sprintf(
				/* translators: %d: how many units of the product are left. */
				_n( 'Only %d left in stock', 'Only %d left in stock', lowStockRemaining, 'cesta' ),
				lowStockRemaining
			) }
		</ProductBadge>
	);
}

/**
 * "Available on backorder", for a line the shop will restock before sending.
 *
 * @example
 * { item.show_backorder_badge && <ProductBackorderBadge /> }
 */
export function ProductBackorderBadge() {
	return (
		<ProductBadge className="wc-block-components-product-backorder-badge">
			{ __( 'Available on backorder', 'cesta' ) }
		</ProductBadge>
	);
}

/**
 * "Save €10.00", what the shopper saves on a line on sale.
 *
 * @example
 * <ProductSaleBadge saleAmount="1000" currency={ currency } />
 */
export function ProductSaleBadge( {
	saleAmount,
	currency,
	format = DEFAULT_PRICE_FORMAT,
}: ProductSaleBadgeProps ) {
	if ( ! isPositiveAmount( saleAmount ) ) {
		return null;
	}
	return (
		<ProductBadge className="wc-block-components-sale-badge">
			{ sprintf(
				/* translators: %s: the amount saved, e.g. €10.00. */
				__( 'Save %s', 'cesta' ),
				formatPriceWithFormat( format, saleAmount, currency )
			) }
		</ProductBadge>
	);
}

/**
 * The badges of a cart line: backorder or low stock (backorder wins, as
 * one stock message is enough), and the sale saving for the whole quantity.
 *
 * @example
 * <ProductBadges
 * 	lowStockRemaining={ item.low_stock_remaining }
 * 	showBackorderBadge={ item.show_backorder_badge }
 * 	regularPrice={ item.prices.regular_price }
 * 	price={ item.prices.price }
 * 	quantity={ item.quantity }
 * 	currency={ currency }
 * />
 */
export function ProductBadges( {
	lowStockRemaining = null,
	showBackorderBadge = false,
	regularPrice,
	price,
	quantity = 1,
	currency,
	saleBadgeFormat,
}: ProductBadgesProps ) {
	const saving = getSavingsAmount( regularPrice, price, quantity );
	const stockBadge = showBackorderBadge ? (
		<ProductBackorderBadge />
	) : (
		<ProductLowStockBadge lowStockRemaining={ lowStockRemaining } />
	);
	return (
		<span className="wc-block-components-product-badges">
			{ stockBadge }
			{ saving && (
				<ProductSaleBadge
					saleAmount={ saving }
					currency={ currency }
					format={ saleBadgeFormat }
				/>
			) }
		</span>
	);
}
