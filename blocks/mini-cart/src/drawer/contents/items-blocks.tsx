/** The drawer's items blocks: the scrolling area and the products table in it. */
import { joinClassNames, LineItemsTable } from '@cesta/cart-checkout-shared';

import { useMiniCartData } from '../use-mini-cart-data';
import type { MiniCartInnerBlockProps } from './types';

/**
 * `woocommerce/mini-cart-items-block`: the area that scrolls between the
 * title and the footer, with the products table and any block put beside it.
 *
 * @example
 * <MiniCartItemsBlock className="wp-block-woocommerce-mini-cart-items-block">{ productsTable }</MiniCartItemsBlock>
 */
export function MiniCartItemsBlock( { children, className }: MiniCartInnerBlockProps ) {
	return (
		<div className={ joinClassNames( 'wc-block-mini-cart__items', className ) }>
			{ children }
		</div>
	);
}

/**
 * `woocommerce/mini-cart-products-table-block`: the cart's lines (the Cart
 * block's table from `@cesta/cart-checkout-shared`, laid out compact) with
 * their quantity selectors and remove links.
 *
 * @example
 * <MiniCartProductsTableBlock />
 */
export function MiniCartProductsTableBlock( { className }: MiniCartInnerBlockProps ) {
	const { cart } = useMiniCartData();
	return (
		// No checkout filters: their cart argument would start the cart store's
		// page reloads, and the drawer keeps in step with the page itself (useCartSync).
		<LineItemsTable
			lineItems={ cart.items }
			className={ joinClassNames(
				'wc-block-mini-cart-items',
				'wc-block-mini-cart__products-table',
				className
			) }
		/>
	);
}
