/** The woocommerce/cart-line-items-block: the table of the cart's lines. */

import { useStoreCart } from '@cesta/data';

import type { CartInnerBlockProps } from '../../types';
import { CartLineItemsTable } from './cart-line-items-table';

/**
 * `woocommerce/cart-line-items-block`: the table of the cart's lines.
 *
 * @example
 * <CartLineItemsBlock className="wp-block-woocommerce-cart-line-items-block" />
 */
export function CartLineItemsBlock( { className }: CartInnerBlockProps ) {
	const { cartItems } = useStoreCart();
	return <CartLineItemsTable lineItems={ cartItems } className={ className } />;
}
