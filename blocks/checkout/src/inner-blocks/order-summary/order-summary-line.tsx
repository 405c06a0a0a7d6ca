/** One line of the checkout's order summary, after the line's checkout filters in the 'summary' context. */

import { memo } from '@wordpress/element';

import { useLineItemFilters } from '@cesta/cart-checkout-shared';
import { OrderSummaryItem } from '@cesta/components';
import type { CartItem } from '@cesta/types';

/**
 * One line of the order summary: `OrderSummaryItem` (image with the
 * quantity badge read as "2 items", name, prices, line total read once)
 * with what the `itemName`, `subtotalPriceFormat`, `cartItemPrice` and
 * `cartItemClass` checkout filters return for it, `arg.context` being
 * `'summary'` as in WooCommerce.
 *
 * @example
 * <ul>{ cartItems.map( ( item ) => <OrderSummaryLine key={ item.key } cartItem={ item } /> ) }</ul>
 */
export const OrderSummaryLine = memo( function OrderSummaryLine( {
	cartItem,
}: {
	cartItem: CartItem;
} ) {
	const filters = useLineItemFilters( cartItem, 'summary' );
	return (
		<OrderSummaryItem
			tagName="li"
			cartItem={ cartItem }
			name={ filters.name }
			unitPriceFormat={ filters.unitPriceFormat }
			linePriceFormat={ filters.lineTotalFormat }
			className={ filters.className || undefined }
		/>
	);
} );
