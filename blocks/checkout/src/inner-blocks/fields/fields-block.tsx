/** The woocommerce/checkout-fields-block: the checkout's main column holding its steps. */

import { useRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { doAction } from '@wordpress/hooks';

import { joinClassNames } from '@cesta/cart-checkout-shared';
import { cartStore } from '@cesta/data';

import { useCheckoutBlockContext } from '../../checkout-block/checkout-block-context';
import { labels } from '../../messages';
import type { CheckoutInnerBlockProps } from '../../types';

/** The WordPress action WooCommerce fires once the checkout form is on the page (wc-blocks-api §7). */
export const RENDER_CHECKOUT_FORM_ACTION =
	'experimental__woocommerce_blocks-checkout-render-checkout-form';

/**
 * `woocommerce/checkout-fields-block`: the checkout's main column
 * (`wc-block-checkout__main`) and, in it, the form region named "Checkout"
 * holding the steps (`wc-block-checkout__form`, numbered when the Checkout
 * block's `showFormStepNumbers` says so). Once on the page it fires the
 * `experimental__woocommerce_blocks-checkout-render-checkout-form` action
 * with `{ storeCart }`, as WooCommerce does for analytics plugins.
 *
 * @example
 * <CheckoutFieldsBlock className="wp-block-woocommerce-checkout-fields-block">{ steps }</CheckoutFieldsBlock>
 */
export function CheckoutFieldsBlock( { children, className }: CheckoutInnerBlockProps ) {
	const registry = useRegistry();
	const { showFormStepNumbers } = useCheckoutBlockContext();
	useEffect( () => {
		doAction( RENDER_CHECKOUT_FORM_ACTION, {
			storeCart: registry.select( cartStore ).getCartData(),
		} );
	}, [ registry ] );
	return (
		<div
			className={ joinClassNames(
				'wc-block-components-main',
				'wc-block-checkout__main',
				className
			) }
		>
			<div
				role="form"
				aria-label={ labels.checkout() }
				className={ joinClassNames(
					'wc-block-components-form',
					'wc-block-checkout__form',
					showFormStepNumbers && 'wc-block-checkout__form--with-step-numbers'
				) }
			>
				{ children }
			</div>
		</div>
	);
}
