/** The Cart block's items table: the shared table with the lines' checkout filters in the cart context. */

import type { CartItem } from '@cesta/types';

import { useLineItemFilters } from '../hooks/use-line-item-filters';
import type { LineItemFilters } from '../hooks/use-line-item-filters';
import { LineItemsTable } from './line-items-table';

/**
 * Props of {@link CartLineItemsTable}.
 *
 * @example
 * const props: CartLineItemsTableProps = { lineItems: cart.items };
 */
export interface CartLineItemsTableProps {
	lineItems: CartItem[];
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * The line's checkout filters as the cart's items table runs them (`context: 'cart'`).
 *
 * @example
 * <LineItemRow lineItem={ item } useItemFilters={ useCartItemFilters } />
 */
export function useCartItemFilters( lineItem: CartItem ): LineItemFilters {
	return useLineItemFilters( lineItem, 'cart' );
}

/**
 * The Cart block's items table (spec 2 §2): {@link LineItemsTable} whose
 * lines run WooCommerce's checkout filters with `context: 'cart'`
 * (`itemName`, the price formats, `saleBadgePriceFormat`,
 * `showRemoveItemLink`, `cartItemClass`).
 *
 * @example
 * <CartLineItemsTable lineItems={ cartItems } />
 */
export function CartLineItemsTable( props: CartLineItemsTableProps ) {
	return <LineItemsTable { ...props } useItemFilters={ useCartItemFilters } />;
}
