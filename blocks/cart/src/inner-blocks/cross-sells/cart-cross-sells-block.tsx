/** The woocommerce/cart-cross-sells-block: its saved content, only when the cart has cross-sells. */

import { joinClassNames } from '@cesta/cart-checkout-shared';
import { useStoreCart } from '@cesta/data';

import type { CartInnerBlockProps } from '../../types';
import './style.css';

/**
 * `woocommerce/cart-cross-sells-block`: its saved content (usually a heading
 * and the products block), only when the cart has cross-sells.
 *
 * @example
 * <CartCrossSellsBlock>{ innerBlocks }</CartCrossSellsBlock>
 */
export function CartCrossSellsBlock( { children, className }: CartInnerBlockProps ) {
	const { crossSellsProducts } = useStoreCart();
	if ( crossSellsProducts.length === 0 ) {
		return null;
	}
	return (
		<div className={ joinClassNames( 'wc-block-cart__cross-sells', className ) }>
			{ children }
		</div>
	);
}
