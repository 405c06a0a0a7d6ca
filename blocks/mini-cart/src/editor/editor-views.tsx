/** The drawer's views and title as the editor shows them: always there, whatever the sample cart holds. */
import { joinClassNames } from '@cesta/cart-checkout-shared';

import type { MiniCartInnerBlockProps } from '../drawer/contents/types';

/**
 * `woocommerce/filled-mini-cart-contents-block` in the editor: the
 * frontend's wrapper around its editable blocks, shown in the "Filled
 * Mini-Cart" view (the frontend shows it only while the cart has products).
 *
 * @example
 * <EditorFilledMiniCart className="wp-block-woocommerce-filled-mini-cart-contents-block">{ innerBlocks }</EditorFilledMiniCart>
 */
export function EditorFilledMiniCart( { children, className }: MiniCartInnerBlockProps ) {
	return (
		<div className={ joinClassNames( 'wc-block-mini-cart__filled', className ) }>
			{ children }
		</div>
	);
}

/**
 * `woocommerce/empty-mini-cart-contents-block` in the editor: the
 * frontend's wrapper around its editable content, shown in the "Empty
 * Mini-Cart" view though the sample cart has products.
 *
 * @example
 * <EditorEmptyMiniCart className="wp-block-woocommerce-empty-mini-cart-contents-block">{ innerBlocks }</EditorEmptyMiniCart>
 */
export function EditorEmptyMiniCart( { children, className }: MiniCartInnerBlockProps ) {
	return (
		<div className={ joinClassNames( 'wc-block-mini-cart__empty-cart-wrapper', className ) }>
			{ children }
		</div>
	);
}

/**
 * `woocommerce/mini-cart-title-block` in the editor: the title's look
 * around its editable label and counter blocks (the editor wraps each block
 * in a `div`, which a heading element may not hold, so it is a heading by
 * role).
 *
 * @example
 * <EditorMiniCartTitle className="wp-block-woocommerce-mini-cart-title-block">{ innerBlocks }</EditorMiniCartTitle>
 */
export function EditorMiniCartTitle( { children, className }: MiniCartInnerBlockProps ) {
	return (
		<div
			className={ joinClassNames( 'wc-block-mini-cart__title', className ) }
			role="heading"
			aria-level={ 2 }
		>
			{ children }
		</div>
	);
}
