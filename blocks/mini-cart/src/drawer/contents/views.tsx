/** The drawer's contents block and its two views: the filled cart's and the empty cart's. */
import { joinClassNames } from '@cesta/cart-checkout-shared';
import type { TopLevelBlockProps } from '@cesta/blocks-shared';

import { drawerTexts } from '../messages';
import { useMiniCartData } from '../use-mini-cart-data';
import type { MiniCartInnerBlockProps } from './types';

/**
 * `woocommerce/mini-cart-contents`: while the cart loads a status, then its
 * inner blocks (each view decides whether it shows).
 *
 * @example
 * registerFrontendBlock( { name: 'woocommerce/mini-cart-contents', component: MiniCartContentsBlock } );
 */
export function MiniCartContentsBlock( { children }: TopLevelBlockProps ) {
	const { isLoading } = useMiniCartData();
	if ( isLoading ) {
		return (
			<div className="wc-block-mini-cart__loading" role="status">
				{ drawerTexts.loading() }
			</div>
		);
	}
	return <>{ children }</>;
}

/**
 * `woocommerce/filled-mini-cart-contents-block`: its blocks while the cart
 * has products.
 *
 * @example
 * <FilledMiniCartContentsBlock className="wp-block-woocommerce-filled-mini-cart-contents-block">…</FilledMiniCartContentsBlock>
 */
export function FilledMiniCartContentsBlock( { children, className }: MiniCartInnerBlockProps ) {
	const { cart } = useMiniCartData();
	if ( cart.items.length === 0 ) {
		return null;
	}
	return (
		<div className={ joinClassNames( 'wc-block-mini-cart__filled', className ) }>
			{ children }
		</div>
	);
}

/**
 * `woocommerce/empty-mini-cart-contents-block`: its blocks (by default a
 * message and the shopping button) while the cart is empty.
 *
 * @example
 * <EmptyMiniCartContentsBlock className="wp-block-woocommerce-empty-mini-cart-contents-block">…</EmptyMiniCartContentsBlock>
 */
export function EmptyMiniCartContentsBlock( { children, className }: MiniCartInnerBlockProps ) {
	const { cart } = useMiniCartData();
	if ( cart.items.length > 0 ) {
		return null;
	}
	return (
		<div className={ joinClassNames( 'wc-block-mini-cart__empty-cart-wrapper', className ) }>
			{ children }
		</div>
	);
}
