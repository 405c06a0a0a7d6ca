/** useLineItemFilters: what the checkout filters decide about a cart line (name, price formats, remove link). */

import { useMemo } from '@wordpress/element';

import { DEFAULT_PRICE_FORMAT } from '@cesta/price-format';
import { applyCheckoutFilter } from '@cesta/registry';
import type { CartItem } from '@cesta/types';

import { useFilterCart } from '../../hooks/use-filter-cart';

/**
 * What the checkout filters decide about a cart line (wc-blocks-api §5.2).
 *
 * @example
 * const { name, showRemoveItemLink } = useLineItemFilters( item );
 */
export interface LineItemFilters {
	/** `itemName`: the name shown. */
	name: string;
	/** `subtotalPriceFormat`: the format of the unit price. */
	unitPriceFormat: string;
	/** `cartItemPrice`: the format of the line total. */
	lineTotalFormat: string;
	/** `saleBadgePriceFormat`: the format of the "Save" badge. */
	saleBadgeFormat: string;
	/** `showRemoveItemLink`. */
	showRemoveItemLink: boolean;
	/** `cartItemClass`: extra class names of the row. */
	className: string;
}

/**
 * Runs the line's checkout filters with WooCommerce's arguments:
 * `( value, extensions, { context: 'cart', cartItem, cart } )`. As in
 * WooCommerce, `subtotalPriceFormat` formats the unit price and
 * `cartItemPrice` the line total.
 *
 * @example
 * const filters = useLineItemFilters( item );
 * <ProductPrice price={ item.prices.price } format={ filters.unitPriceFormat } />
 */
export function useLineItemFilters( cartItem: CartItem ): LineItemFilters {
	const cart = useFilterCart();
	const arg = useMemo( () => ( { context: 'cart', cartItem, cart } ), [ cartItem, cart ] );
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
		saleBadgeFormat: applyCheckoutFilter< string >( {
			filterName: 'saleBadgePriceFormat',
			defaultValue: DEFAULT_PRICE_FORMAT,
			extensions,
			arg,
		} ),
		showRemoveItemLink: applyCheckoutFilter< boolean >( {
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
