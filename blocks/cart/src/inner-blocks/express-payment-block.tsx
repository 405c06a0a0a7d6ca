import { ExpressPaymentMethods } from '@cesta/blocks-checkout';

import { useCartBlockContext } from '../cart-block/cart-block-context';
import type { CartInnerBlockProps } from '../types';

/**
 * `woocommerce/cart-express-payment-block`: the express payment buttons
 * (wallets) of the cart, with the separator "Or" under them (spec 2 §2),
 * from `@cesta/blocks-checkout`. In the editor preview the methods' `edit`
 * elements show. Loaded on demand: first paint does not wait for it.
 *
 * @example
 * <CartExpressPaymentBlock className="wp-block-woocommerce-cart-express-payment-block" />
 */
export function CartExpressPaymentBlock( { className }: CartInnerBlockProps ) {
	const { isPreview } = useCartBlockContext();
	return (
		<div
			className={ [ 'wc-block-cart__payment-options', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<ExpressPaymentMethods context="cart" isEditor={ isPreview || undefined } />
		</div>
	);
}
