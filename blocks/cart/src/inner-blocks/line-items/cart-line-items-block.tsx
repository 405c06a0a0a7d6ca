/** The woocommerce/cart-line-items-block: the table of the cart's lines. */

import { CartLineItemsTable } from '@cesta/cart-checkout-shared';
import { useStoreCart } from '@cesta/data';

import type { CartInnerBlockProps } from '../../types';

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
