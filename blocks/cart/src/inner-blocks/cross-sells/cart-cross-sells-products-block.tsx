/** The woocommerce/cart-cross-sells-products-block: the cross-sells in columns, their cards loaded on demand. */

import { lazy, Suspense } from '@wordpress/element';

import { joinClassNames, useInnerBlockAttributes } from '@cesta/cart-checkout-shared';
import { useStoreCart } from '@cesta/data';

import { CART_BLOCK_NAMES } from '../../block-names';
import { CROSS_SELLS_DEFAULT_COLUMNS } from '../../constants';
import { labels } from '../../messages';
import { getCartInnerBlockMetadata } from '../../metadata';
import type { CartInnerBlockProps } from '../../types';

// Most carts show no cross-sells: their cards load only when there are some.
const CrossSellProduct = lazy( () =>
	import( './cross-sell-product' ).then( ( module ) => ( { default: module.CrossSellProduct } ) )
);

/**
 * `woocommerce/cart-cross-sells-products-block`: the cross-sells of the
 * cart as a list of products in `columns` columns (the cards' code loads on
 * demand, the first time a cart has cross-sells).
 *
 * @example
 * <CartCrossSellsProductsBlock columns="3" />
 */
export function CartCrossSellsProductsBlock( props: CartInnerBlockProps ) {
	const { columns } = useInnerBlockAttributes< { columns: number } >(
		getCartInnerBlockMetadata( CART_BLOCK_NAMES.CART_CROSS_SELLS_PRODUCTS ),
		props
	);
	const { crossSellsProducts } = useStoreCart();
	if ( crossSellsProducts.length === 0 ) {
		return null;
	}
	return (
		<ul
			className={ joinClassNames(
				'wc-block-cart__cross-sells-products',
				`columns-${ columns || CROSS_SELLS_DEFAULT_COLUMNS }`,
				props.className
			) }
			aria-label={ labels.crossSellsProducts() }
		>
			<Suspense fallback={ null }>
				{ crossSellsProducts.map( ( product ) => (
					<CrossSellProduct key={ product.id } product={ product } />
				) ) }
			</Suspense>
		</ul>
	);
}
