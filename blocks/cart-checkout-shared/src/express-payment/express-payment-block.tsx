/** The express payment block of the Cart and Checkout: loads the express payment area once it can show something. */

import { lazy, Suspense } from '@wordpress/element';
import type { FunctionComponent } from 'react';

import { useExpressPaymentAreaNeeded } from '@cesta/blocks-checkout';

import type { TopLevelBlockConfig } from '../constants';
import { joinClassNames } from '../join-class-names';
import { useTopLevelBlockContext } from '../layout/top-level-block-context';
import type { InnerBlockProps } from '../types';
import './style.css';

// The area's code (method list, placeholders, props for the methods) is not
// needed for the first paint, and not at all while no express method is
// registered: it loads in its own chunk when it can show something.
const ExpressPaymentArea = lazy( () =>
	import( './express-payment-area' ).then( ( module ) => ( {
		default: module.ExpressPaymentArea,
	} ) )
);

/**
 * Makes the express payment block (`woocommerce/cart-express-payment-block`,
 * `woocommerce/checkout-express-payment-block`): the express payment buttons
 * (wallets) in a `<classNameBase>__payment-options` element, with the cart's
 * or the checkout's title and separator (spec 2 §2). The buttons' area loads
 * on demand, once an express method is registered (a plugin may register one
 * after the first render) or for administrators and the editor preview
 * ({@link TopLevelBlockContext}'s `isPreview`), who see its diagnostics.
 *
 * @example
 * const ExpressPaymentBlock = createExpressPaymentBlock( CART_BLOCK_CONFIG );
 * <ExpressPaymentBlock className="wp-block-woocommerce-cart-express-payment-block" />
 */
export function createExpressPaymentBlock(
	config: TopLevelBlockConfig
): FunctionComponent< InnerBlockProps > {
	return function ExpressPaymentBlock( { className }: InnerBlockProps ) {
		const { isPreview } = useTopLevelBlockContext();
		const needed = useExpressPaymentAreaNeeded( isPreview || undefined );
		return (
			<div
				className={ joinClassNames(
					`${ config.classNameBase }__payment-options`,
					className
				) }
			>
				{ needed && (
					<Suspense fallback={ null }>
						<ExpressPaymentArea context={ config.kind } isPreview={ isPreview } />
					</Suspense>
				) }
			</div>
		);
	};
}
