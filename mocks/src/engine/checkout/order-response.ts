/** The Store API order object (`OrderSchema`): items as order line items, order totals, what the order still needs. */

import type { CartItem, OrderItem, OrderResponse } from '@cesta/types';

import type { LineTotals } from '../cart/totals-types';
import { backordersAllowed, isInStock, managesStock } from '../catalogue/catalogue';
import { remainingStock, stockOwner } from '../catalogue/stock';
import type { EngineDeps } from '../core/deps';
import { currencyFields } from '../core/money';
import { roundTax } from '../shipping-and-tax/taxes';
import type { OrderRecord } from './orders';

/** Methods whose orders hide the shipping address (`woocommerce_order_hide_shipping_address`). */
const PICKUP_METHOD_IDS = [ 'local_pickup', 'pickup_location' ];

/** The statuses an order can be paid in (`woocommerce_valid_order_statuses_for_payment`). */
const PAYABLE_STATUSES = [ 'pending', 'failed' ];

/** What `wpautop` makes of a one-line meta value. */
const autoParagraph = ( text: string ) => `<p>${ text }</p>\n`;

/**
 * The name WooCommerce gives a variation (`generate_product_title`): the
 * parent's name and the values the variation itself fixes ("any" attributes
 * left out), unless it has three attributes or more.
 */
const lineItemName = ( deps: EngineDeps, entry: LineTotals ): string => {
	const { product, parent } = entry;
	const attributes = Object.entries( product.variationAttributes ?? {} );
	if ( ! parent || attributes.length >= 3 ) {
		return product.name;
	}
	const values = attributes
		.filter( ( [ , slug ] ) => slug )
		.map(
			( [ taxonomy, slug ] ) =>
				deps.catalogue.termsOf( taxonomy ).find( ( term ) => term.slug === slug )?.name ??
				slug
		);
	return values.length ? `${ parent.name } - ${ values.join( ', ' ) }` : parent.name;
};

/**
 * The item's stored meta as the order shows it (`get_all_formatted_meta_data`):
 * the chosen attributes not already in the item's name, then the extra cart
 * data. The mock numbers meta rows after their item.
 */
const lineItemData = (
	deps: EngineDeps,
	entry: LineTotals,
	itemId: number,
	name: string
): OrderItem[ 'item_data' ] => {
	const attributes = Object.entries( entry.line.variation ).map( ( [ key, slug ] ) => {
		const taxonomy = key.replace( /^attribute_/, '' );
		const term = deps.catalogue.termsOf( taxonomy ).find( ( item ) => item.slug === slug );
		return {
			key: taxonomy,
			value: slug,
			display_key: deps.catalogue.attributeByTaxonomy( taxonomy )?.name ?? taxonomy,
			display_value: term?.name ?? slug,
		};
	} );
	const extra = Object.entries( entry.line.itemData ).map( ( [ key, value ] ) => ( {
		key,
		value,
		display_key: key,
		display_value: value,
	} ) );
	return [ ...attributes, ...extra ]
		.filter(
			( meta ) =>
				! entry.parent || ! name.toLowerCase().includes( meta.display_value.toLowerCase() )
		)
		.map( ( meta, index ) => ( {
			id: itemId * 10 + index + 1,
			...meta,
			display_value: autoParagraph( meta.display_value ),
		} ) );
};

const lineItem = (
	deps: EngineDeps,
	order: OrderRecord,
	entry: LineTotals,
	item: CartItem,
	itemId: number
): OrderItem => {
	const name = lineItemName( deps, entry );
	const { quantity } = entry.line;
	return {
		key: order.key,
		id: itemId,
		quantity,
		quantity_limits: { minimum: quantity, maximum: quantity, multiple_of: 1, editable: false },
		name,
		short_description: item.short_description,
		description: item.description,
		sku: item.sku,
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: item.sold_individually,
		permalink: item.permalink,
		images: item.images,
		variation: item.variation,
		item_data: lineItemData( deps, entry, itemId, name ),
		prices: item.prices,
		totals: item.totals,
		catalog_visibility: item.catalog_visibility,
	};
};

/**
 * The stock problem that stops a failed order from being paid again
 * (`get_failed_order_stock_error`), if any: only orders that are not pending
 * and have not taken their stock yet are checked.
 */
const failedOrderStockErrors = ( deps: EngineDeps, order: OrderRecord ) => {
	if ( order.status === 'pending' || order.stockReduced ) {
		return [];
	}
	for ( const entry of order.totals.lines ) {
		const owner = stockOwner( deps.catalogue, entry.product );
		if ( ! isInStock( deps.catalogue, entry.product ) ) {
			return [
				{
					code: 'woocommerce_rest_out_of_stock',
					message: deps.context.t( 'orderItemOutOfStock', entry.fullName ),
				},
			];
		}
		const remaining = remainingStock( deps, owner, order.id );
		if (
			managesStock( owner ) &&
			! backordersAllowed( owner ) &&
			remaining !== null &&
			remaining < entry.line.quantity
		) {
			return [
				{
					code: 'woocommerce_rest_out_of_stock',
					message: deps.context.t( 'orderItemNotEnoughStock', entry.fullName, remaining ),
				},
			];
		}
	}
	return [];
};

/**
 * The order totals (`OrderSchema::get_totals`), which differ from the cart's:
 * `subtotal` is the items before discounts and `total_items` after them,
 * `total_items_tax` is the tax of items and fees, and `tax_lines` (always
 * listed) hold each rate's tax without the shipping tax, its rate a bare
 * number ("21").
 */
const orderTotals = ( deps: EngineDeps, order: OrderRecord ): OrderResponse[ 'totals' ] => {
	const { totals, taxLines, lines, packages } = order.totals;
	const shippingTaxOf = ( rateId: number ) =>
		packages.reduce(
			( sum, pkg ) => sum + roundTax( pkg.chosen?.taxes.get( rateId ) ?? 0 ),
			0
		);
	const rateLines = taxLines.map( ( { rate, amount } ) => ( {
		name: rate.name,
		price: amount - shippingTaxOf( rate.id ),
		rate: String( Number( rate.percent.toFixed( 4 ) ) ),
	} ) );
	return {
		subtotal: String( totals.items ),
		total_discount: String( totals.discount ),
		total_shipping: String( totals.shipping ),
		total_fees: String( totals.fees ),
		total_tax: String( totals.tax ),
		total_refund: '0',
		total_price: String( totals.price ),
		total_items: String( lines.reduce( ( sum, entry ) => sum + entry.total, 0 ) ),
		total_items_tax: String( rateLines.reduce( ( sum, line ) => sum + line.price, 0 ) ),
		total_fees_tax: String( totals.feesTax ),
		total_discount_tax: String( totals.discountTax ),
		total_shipping_tax: String( totals.shippingTax ),
		tax_lines: rateLines.map( ( line ) => ( { ...line, price: String( line.price ) } ) ),
		...currencyFields( deps.context.fixtures.store.currency ),
	};
};

/**
 * The Store API order (`OrderSchema`, GET `/order/{id}`): its line items
 * (keyed by the order key, with their own ids and fixed quantities), coupons,
 * fees, order totals, addresses, whether it can still be paid (pending or
 * failed with a total) and whether it ships (any method but local pickup).
 *
 * @example
 * orderResponse( deps, order ).totals.total_refund; // '0'
 */
export function orderResponse( deps: EngineDeps, order: OrderRecord ): OrderResponse {
	const { cart } = order;
	return {
		id: order.id,
		status: order.status,
		items: order.totals.lines.flatMap( ( entry, index ) => {
			const item = cart.items.find( ( candidate ) => candidate.key === entry.line.key );
			return item ? [ lineItem( deps, order, entry, item, order.itemIds[ index ] ) ] : [];
		} ),
		coupons: cart.coupons,
		fees: cart.fees,
		totals: orderTotals( deps, order ),
		shipping_address: order.shipping,
		billing_address: order.billing,
		needs_payment: PAYABLE_STATUSES.includes( order.status ) && order.totals.totals.price > 0,
		needs_shipping:
			deps.context.settings.shippingEnabled &&
			order.totals.packages.some(
				( pkg ) => pkg.chosen && ! PICKUP_METHOD_IDS.includes( pkg.chosen.methodId )
			),
		payment_requirements: [ 'products' ],
		errors: failedOrderStockErrors( deps, order ),
	};
}
