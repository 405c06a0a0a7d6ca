/** The woocommerce/filled-cart-block: shown while the cart has lines, with its container width classes. */

import { ContainerWidthContextProvider } from '@cesta/components';
import { useStoreCart } from '@cesta/data';

import { useCartBlockContext } from '../cart-block/cart-block-context';
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
	const { hasDarkControls } = useCartBlockContext();
	if ( cartIsLoading || cartItems.length === 0 ) {
		return null;
	}
	return (
		<ContainerWidthContextProvider
			className={ [
				'wc-block-components-sidebar-layout',
				'wc-block-cart',
				hasDarkControls ? 'has-dark-controls' : '',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ children }
		</ContainerWidthContextProvider>
	);
}
