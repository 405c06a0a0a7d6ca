/** The Cart block around its inner blocks: the frame the Checkout shares, with the cart's notices, skeleton and class names. */

import type { ReactNode } from 'react';

import { CART_BLOCK_CONFIG, TopLevelBlockLayout } from '@cesta/cart-checkout-shared';

import { labels } from '../messages';
import type { CartBlockAttributes } from '../types';
import { CartSkeleton } from './cart-skeleton';

/**
 * Props of {@link CartLayout}.
 *
 * @example
 * const props: CartLayoutProps = { attributes, children };
 */
export interface CartLayoutProps {
	attributes: CartBlockAttributes;
	/** The inner blocks (filled and empty cart). */
	children?: ReactNode;
	/** The block shows the editor's sample cart. @default false */
	isPreview?: boolean;
}

/**
 * The Cart block around its inner blocks, in the frame the Cart and Checkout
 * share (`TopLevelBlockLayout`): the `wc/cart` notices at the top, the slot
 * fills extensions register, a skeleton shaped like the cart while it loads
 * (only if it takes longer than `CART_SKELETON_SHOW_DELAY_MS`, then for at
 * least 2 s, spec 2 §4), the polite live region announcing the total, and
 * the context telling the inner blocks about dark controls, the preview and
 * an emptied cart.
 *
 * @example
 * <CartLayout attributes={ attributes }>{ children }</CartLayout>
 */
export function CartLayout( { attributes, children, isPreview = false }: CartLayoutProps ) {
	return (
		<TopLevelBlockLayout
			config={ CART_BLOCK_CONFIG }
			hasDarkControls={ attributes.hasDarkControls }
			isPreview={ isPreview }
			skeleton={ <CartSkeleton /> }
			loadingLabel={ labels.loadingCart() }
		>
			{ children }
		</TopLevelBlockLayout>
	);
}
