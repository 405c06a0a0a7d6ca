/** The Checkout block in an editor: loads the sample cart into the cart store and renders it look-only. */

import type { ReactNode } from 'react';

import { CHECKOUT_BLOCK_CONFIG, PreviewShield, usePreviewCart } from '@cesta/cart-checkout-shared';
import { SkeletonLoader } from '@cesta/components';

import { CheckoutLayout } from '../checkout-block/checkout-layout';
import { CheckoutSkeleton } from '../checkout-block/checkout-skeleton';
import { labels } from '../messages';
import type { CheckoutBlockAttributes } from '../types';
import { previewUnavailableMessage } from './messages';

/**
 * The Checkout block in an editor: the sample cart (`@cesta/mocks/preview`,
 * with the sample shop's cod, bacs and cheque methods) is put into the cart
 * store before anything reads it, so its resolver never asks the Store API;
 * then the block renders it look-only, without the submit flow.
 *
 * @example
 * <CheckoutPreview attributes={ attributes }>{ children }</CheckoutPreview>
 */
export function CheckoutPreview( {
	attributes,
	children,
}: {
	attributes: CheckoutBlockAttributes;
	children?: ReactNode;
} ) {
	const status = usePreviewCart();

	if ( status === 'failed' ) {
		return <p className="wc-block-checkout__preview-error">{ previewUnavailableMessage() }</p>;
	}
	if ( status === 'loading' ) {
		return (
			<SkeletonLoader
				isLoading
				skeleton={ <CheckoutSkeleton /> }
				screenReaderLabel={ labels.loadingCheckout() }
			/>
		);
	}
	return (
		<PreviewShield config={ CHECKOUT_BLOCK_CONFIG }>
			<CheckoutLayout attributes={ attributes } isPreview>
				{ children }
			</CheckoutLayout>
		</PreviewShield>
	);
}
