/** The OrderSummaryItem: one line of the checkout's order summary, with a quantity badge on its image. */

import { decodeEntities } from '@wordpress/html-entities';
import { _n, sprintf } from '@wordpress/i18n';

import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';

import { Label } from '../label';
import { ProductBackorderBadge, ProductLowStockBadge } from '../product-badges';
import { ProductImage } from '../product-image';
import { ProductMetadata } from '../product-metadata';
import { ProductName } from '../product-name';
import { ProductPrice } from '../product-price';
import { cx } from '../utils/cx';
import { sumAmounts } from '../utils/money';
import type { OrderSummaryItemProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * One line of the order summary in the checkout sidebar, in WooCommerce's
 * markup (`wc-block-components-order-summary-item`): the product image with
 * the quantity in a badge (read as "2 items"), the name (not a link, as in
 * WooCommerce's summary), the unit price — struck-through regular price and
 * sale price when on sale —, stock badges, the short description clamped
 * and the variation and item data, and the line total. The total is read
 * once, in a sentence ("Total price for 2 Camiseta items: €39.98"); its
 * visible copy is hidden from screen readers.
 *
 * @example
 * <div className="wc-block-components-order-summary__content">
 * 	{ cart.items.map( ( item ) => (
 * 		<OrderSummaryItem key={ item.key } cartItem={ item } />
 * 	) ) }
 * </div>
 */
export function OrderSummaryItem( {
	cartItem,
	name: filteredName,
	unitPriceFormat = '<price/>',
	linePriceFormat = '<price/>',
	displayPricesIncludingTax = getSetting( 'displayCartPricesIncludingTax' ),
	tagName: Element = 'div',
	className,
}: OrderSummaryItemProps ) {
	const { quantity, prices, totals } = cartItem;
	const name = decodeEntities( filteredName ?? cartItem.name );
	const priceCurrency = getCurrencyFromPriceResponse( prices );
	const totalsCurrency = getCurrencyFromPriceResponse( totals );
	const lineTotal = displayPricesIncludingTax
		? sumAmounts( totals.line_subtotal, totals.line_subtotal_tax )
		: totals.line_subtotal;

	return (
		<Element className={ cx( 'wc-block-components-order-summary-item', className ) }>
			<div className="wc-block-components-order-summary-item__image">
				<div className="wc-block-components-order-summary-item__quantity">
					<Label
						label={ String( quantity ) }
						screenReaderLabel={ sprintf(
							/* translators: %d: how many of this product are in the cart. */
							_n( '%d item', '%d items', quantity, 'cesta' ),
							quantity
						) }
					/>
				</div>
				<ProductImage image={ cartItem.images[ 0 ] } fallbackAlt={ name } />
			</div>
			<div className="wc-block-components-order-summary-item__description">
				<ProductName name={ name } permalink={ cartItem.permalink } disabled />
				<ProductPrice
					currency={ priceCurrency }
					price={ prices.price }
					regularPrice={ prices.regular_price }
					format={ unitPriceFormat }
					className="wc-block-components-order-summary-item__individual-prices"
					priceClassName="wc-block-components-order-summary-item__individual-price"
					regularPriceClassName="wc-block-components-order-summary-item__regular-individual-price"
				/>
				{ cartItem.show_backorder_badge ? (
					<ProductBackorderBadge />
				) : (
					<ProductLowStockBadge lowStockRemaining={ cartItem.low_stock_remaining } />
				) }
				<ProductMetadata
					shortDescription={ cartItem.short_description }
					fullDescription={ cartItem.description }
					variation={ cartItem.variation }
					itemData={ cartItem.item_data }
				/>
			</div>
			<span className="screen-reader-text">
				{ sprintf(
					/* translators: 1: quantity, 2: product name, 3: line total with its currency. */
					_n(
						'Total price for %1$d %2$s item: %3$s',
						'Total price for %1$d %2$s items: %3$s',
						quantity,
						'cesta'
					),
					quantity,
					name,
					formatPrice( lineTotal, totalsCurrency )
				) }
			</span>
			<div className="wc-block-components-order-summary-item__total-price" aria-hidden="true">
				<ProductPrice
					currency={ totalsCurrency }
					price={ lineTotal }
					format={ linePriceFormat }
				/>
			</div>
		</Element>
	);
}
