/** useLineItemFilters: what the checkout filters decide about a cart line, in the cart table or the order summary. */

import { useMemo } from '@wordpress/element';

import { DEFAULT_PRICE_FORMAT } from '@cesta/price-format';
import { applyCheckoutFilter, hasCheckoutFilter } from '@cesta/registry';
import type { CartItem } from '@cesta/types';

import { useFilterCart } from './use-filter-cart';

/**
 * What the checkout filters decide about a cart line (wc-blocks-api §5.2).
 *
 * @example
 * const { name, showRemoveItemLink } = useLineItemFilters( item, 'cart' );
 */
export interface LineItemFilters {
	/** `itemName`: the name shown. */
	name: string;
	/** `subtotalPriceFormat`: the format of the unit price. */
	unitPriceFormat: string;
	/** `cartItemPrice`: the format of the line total. */
	lineTotalFormat: string;
	/** `saleBadgePriceFormat`: the format of the "Save" badge (cart table only; the default in the summary). */
	saleBadgeFormat: string;
	/** `showRemoveItemLink` (cart table only; the summary has no remove link: `false`). */
	showRemoveItemLink: boolean;
	/** `cartItemClass`: extra class names of the row. */
	className: string;
}

/**
 * Where a line is shown, as the filters' `arg.context` says it: the cart's
 * items table or the checkout's order summary.
 *
 * @example
 * const context: LineItemContext = 'summary';
 */
export type LineItemContext = 'cart' | 'summary';

// The filters a line runs: in the order summary, all but the cart table's two.
const SUMMARY_LINE_FILTERS = [
	'itemName',
	'subtotalPriceFormat',
	'cartItemPrice',
	'cartItemClass',
];
const CART_LINE_FILTERS = [ ...SUMMARY_LINE_FILTERS, 'saleBadgePriceFormat', 'showRemoveItemLink' ];

/**
 * Runs the line's checkout filters with WooCommerce's arguments:
 * `( value, extensions, { context, cartItem, cart } )`, `context` being
 * `'cart'` in the items table and `'summary'` in the order summary. As in
 * WooCommerce, `subtotalPriceFormat` formats the unit price and
 * `cartItemPrice` the line total; `saleBadgePriceFormat` and
 * `showRemoveItemLink` run only in the cart, which alone shows the badge and
 * the link. When none of them is registered the line does not subscribe to
 * the cart (its `arg.cart` reads it when read), so it re-renders only when
 * its own line changes.
 *
 * @example
 * const filters = useLineItemFilters( item, 'summary' );
 * <ProductPrice price={ item.prices.price } format={ filters.unitPriceFormat } />
 */
export function useLineItemFilters(
	cartItem: CartItem,
	context: LineItemContext
): LineItemFilters {
	const inCart = context === 'cart';
	// With none of the line's filters registered (most shops), nothing reads the
	// cart: the line must not re-render whenever any other line or total changes.
	const filtered = ( inCart ? CART_LINE_FILTERS : SUMMARY_LINE_FILTERS ).some(
		hasCheckoutFilter
	);
	const cart = useFilterCart( { subscribe: filtered } );
	const arg = useMemo( () => ( { context, cartItem, cart } ), [ context, cartItem, cart ] );
	const { extensions } = cartItem;
	return {
		name: applyCheckoutFilter< string >( {
			filterName: 'itemName',
			defaultValue: cartItem.name,
			extensions,
			arg,
		} ),
		unitPriceFormat: applyCheckoutFilter< string >( {
			filterName: 'subtotalPriceFormat',
			defaultValue: DEFAULT_PRICE_FORMAT,
			extensions,
			arg,
		} ),
		lineTotalFormat: applyCheckoutFilter< string >( {
			filterName: 'cartItemPrice',
			defaultValue: DEFAULT_PRICE_FORMAT,
			extensions,
			arg,
		} ),
		saleBadgeFormat: inCart
			? applyCheckoutFilter< string >( {
					filterName: 'saleBadgePriceFormat',
					defaultValue: DEFAULT_PRICE_FORMAT,
					extensions,
					arg,
				} )
			: DEFAULT_PRICE_FORMAT,
		showRemoveItemLink:
			inCart &&
			applyCheckoutFilter< boolean >( {
				filterName: 'showRemoveItemLink',
				defaultValue: true,
				extensions,
				arg,
			} ),
		className: applyCheckoutFilter< string >( {
			filterName: 'cartItemClass',
			defaultValue: '',
			extensions,
			arg,
		} ),
	};
}
