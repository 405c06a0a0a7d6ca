/** Types of the OrderSummaryItem's props. */

import type { CartItem } from '@cesta/types';

/**
 * Props of {@link OrderSummaryItem}. The block applies the checkout filters
 * (`itemName`, `subtotalPriceFormat`, `cartItemPrice`, `cartItemClass`, with
 * `context: 'summary'`) and passes their results.
 *
 * @example
 * const props: OrderSummaryItemProps = { cartItem: cart.items[ 0 ], displayPricesIncludingTax: true };
 */
export interface OrderSummaryItemProps {
	/** The cart line. */
	cartItem: CartItem;
	/** The name shown (the `itemName` filter's result). @default cartItem.name */
	name?: string;
	/** Text around the unit price; `<price/>` is replaced by it (the `subtotalPriceFormat` filter). @default '<price/>' */
	unitPriceFormat?: string;
	/** Text around the line total; `<price/>` is replaced by it (the `cartItemPrice` filter). @default '<price/>' */
	linePriceFormat?: string;
	/** Whether the line total includes tax. @default the `displayCartPricesIncludingTax` setting */
	displayPricesIncludingTax?: boolean;
	/** The element of the item: `li` inside a list of items. @default 'div' */
	tagName?: 'div' | 'li';
	/** Extra class names (the `cartItemClass` filter's result). @default undefined */
	className?: string;
}
