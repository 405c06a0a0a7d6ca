/** The Cart block in an editor: loads the sample cart into the cart store and renders it look-only. */

import type { ReactNode } from 'react';

import { CART_BLOCK_CONFIG, PreviewShield, usePreviewCart } from '@cesta/cart-checkout-shared';
import { SkeletonLoader } from '@cesta/components';

import { CartLayout } from '../cart-block/cart-layout';
import { CartSkeleton } from '../cart-block/cart-skeleton';
import { labels } from '../messages';
import type { CartBlockAttributes } from '../types';

/**
 * The Cart block in an editor: the sample cart is put into the cart store
 * before anything reads it (so its resolver never asks the Store API), then
 * the block renders it, look-only.
 *
 * @example
 * <CartPreview attributes={ attributes }>{ children }</CartPreview>
 */
export function CartPreview( {
	attributes,
	children,
}: {
	attributes: CartBlockAttributes;
	children?: ReactNode;
} ) {
	const status = usePreviewCart();

	if ( status === 'failed' ) {
		return <p className="wc-block-cart__preview-error">{ labels.previewUnavailable() }</p>;
	}
	if ( status === 'loading' ) {
		return (
			<SkeletonLoader
				isLoading
				skeleton={ <CartSkeleton /> }
				screenReaderLabel={ labels.loadingCart() }
			/>
		);
	}
	return (
		<PreviewShield config={ CART_BLOCK_CONFIG }>
			<CartLayout attributes={ attributes } isPreview>
				{ children }
			</CartLayout>
		</PreviewShield>
	);
}
