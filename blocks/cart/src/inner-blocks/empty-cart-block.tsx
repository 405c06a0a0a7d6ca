/** The woocommerce/empty-cart-block: its saved content when the cart has no lines, focused once emptied. */

import { useEffect, useRef } from '@wordpress/element';

import { dispatchRenderBlocksFrontend } from '@cesta/blocks-shared';
import { joinClassNames, useTopLevelBlockContext } from '@cesta/cart-checkout-shared';
import { useStoreCart } from '@cesta/data';

import type { CartInnerBlockProps } from '../types';

/**
 * `woocommerce/empty-cart-block`: shown when the cart has no lines, with the
 * content the server saved (which may hold other blocks: once shown it fires
 * `wc-blocks_render_blocks_frontend` so they mount). When the shopper just
 * removed the last line, the focus moves here instead of being lost.
 *
 * @example
 * <EmptyCartBlock className="wp-block-woocommerce-empty-cart-block">{ savedContent }</EmptyCartBlock>
 */
export function EmptyCartBlock( { children, className }: CartInnerBlockProps ) {
	const { cartItems, cartIsLoading } = useStoreCart();
	const { wasEmptied } = useTopLevelBlockContext();
	const ref = useRef< HTMLDivElement >( null );
	const isShown = ! cartIsLoading && cartItems.length === 0;

	useEffect( () => {
		if ( ! isShown || ! ref.current ) {
			return;
		}
		dispatchRenderBlocksFrontend( ref.current );
		if ( wasEmptied ) {
			ref.current.focus();
		}
	}, [ isShown, wasEmptied ] );

	if ( ! isShown ) {
		return null;
	}
	return (
		<div
			ref={ ref }
			tabIndex={ -1 }
			className={ joinClassNames( 'wc-block-cart__empty-cart', className ) }
		>
			{ children }
		</div>
	);
}
