/** The empty cart as the editor shows it: its content area, whatever the sample cart holds. */

import type { ReactNode } from 'react';

import { joinClassNames } from '@cesta/cart-checkout-shared';

/**
 * `woocommerce/empty-cart-block` in the editor: the frontend's wrapper
 * (`wc-block-cart__empty-cart`) around its editable content, shown in the
 * Cart's "Empty Cart" view even though the sample cart has products (the
 * frontend component shows only for an empty cart).
 *
 * @example
 * <EditorEmptyCart className="wp-block-woocommerce-empty-cart-block">{ innerBlocks }</EditorEmptyCart>
 */
export function EditorEmptyCart( {
	children,
	className,
}: {
	children?: ReactNode;
	className?: string;
} ) {
	return (
		<div className={ joinClassNames( 'wc-block-cart__empty-cart', className ) }>
			{ children }
		</div>
	);
}
