/** The woocommerce/cart-express-payment-block: loads the express payment area once it can show something. */

import { lazy, Suspense } from '@wordpress/element';

import { useExpressPaymentAreaNeeded } from '@cesta/blocks-checkout';

import { useCartBlockContext } from '../cart-block/cart-block-context';
import type { CartInnerBlockProps } from '../types';

// The area's code (method list, placeholders, props for the methods) is not
// needed for the first paint, and not at all while no express method is
// registered: it loads in its own chunk when it can show something.
const ExpressPaymentArea = lazy( () =>
	import( './express-payment-area' ).then( ( module ) => ( {
		default: module.ExpressPaymentArea,
	} ) )
);

/**
 * `woocommerce/cart-express-payment-block`: the express payment buttons
 * (wallets) of the cart, with the separator "Or" under them (spec 2 §2). The
 * buttons' area loads on demand, once an express method is registered (a
 * plugin may register one after the first render) or for administrators and
 * the editor preview, who see its diagnostics.
 *
 * @example
 * <CartExpressPaymentBlock className="wp-block-woocommerce-cart-express-payment-block" />
 */
export function CartExpressPaymentBlock( { className }: CartInnerBlockProps ) {
	const { isPreview } = useCartBlockContext();
	const needed = useExpressPaymentAreaNeeded( isPreview || undefined );
	return (
		<div
			className={ [ 'wc-block-cart__payment-options', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ needed && (
				<Suspense fallback={ null }>
					<ExpressPaymentArea isPreview={ isPreview } />
				</Suspense>
			) }
		</div>
	);
}
