/** The woocommerce/filled-cart-block: shown while the cart has lines, with its container width classes. */

import { joinClassNames, useTopLevelBlockContext } from '@cesta/cart-checkout-shared';
import { ContainerWidthContextProvider } from '@cesta/components';
import { useStoreCart } from '@cesta/data';

import type { CartInnerBlockProps } from '../types';

/**
 * `woocommerce/filled-cart-block`: shown while the cart has lines. Its
 * width class (`is-large`, `is-medium`, `is-small`, `is-mobile`) decides
 * between the two-column and the stacked layout.
 *
 * @example
 * <FilledCartBlock className="wp-block-woocommerce-filled-cart-block">{ innerBlocks }</FilledCartBlock>
 */
export function FilledCartBlock( { children, className }: CartInnerBlockProps ) {
	const { cartItems, cartIsLoading } = useStoreCart();
	const { hasDarkControls } = useTopLevelBlockContext();
	if ( cartIsLoading || cartItems.length === 0 ) {
		return null;
	}
	return (
		<ContainerWidthContextProvider
			className={ joinClassNames(
				'wc-block-components-sidebar-layout',
				'wc-block-cart',
				hasDarkControls && 'has-dark-controls',
				className
			) }
		>
			{ children }
		</ContainerWidthContextProvider>
	);
}
