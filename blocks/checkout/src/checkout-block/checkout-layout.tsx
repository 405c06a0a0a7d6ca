/** The Checkout block around its inner blocks: the shared frame, the submit flow, the content once loaded. */

import { useContext } from '@wordpress/element';
import type { ReactNode } from 'react';

import { CHECKOUT_BLOCK_CONFIG, TopLevelBlockLayout } from '@cesta/cart-checkout-shared';
import { useCheckoutProcessor } from '@cesta/data';

import { labels } from '../messages';
import type { CheckoutBlockAttributes } from '../types';
import { CheckoutContent } from './checkout-content';
import { CheckoutProcessorOptionsContext } from './checkout-processor-options';
import { CheckoutSkeleton } from './checkout-skeleton';

/**
 * Props of {@link CheckoutLayout}.
 *
 * @example
 * const props: CheckoutLayoutProps = { attributes, children };
 */
export interface CheckoutLayoutProps {
	attributes: CheckoutBlockAttributes;
	/** The inner blocks (the fields and totals columns). */
	children?: ReactNode;
	/** The block shows the editor's sample cart. @default false */
	isPreview?: boolean;
}

function SubmitFlow() {
	useCheckoutProcessor( useContext( CheckoutProcessorOptionsContext ) );
	return null;
}

/**
 * The Checkout block around its inner blocks, in the frame the Cart and
 * Checkout share (`TopLevelBlockLayout` with `CHECKOUT_BLOCK_CONFIG`): the
 * `wc/checkout` notices at the top, the slot fills extensions register, a
 * skeleton shaped like the checkout while the cart loads (only if it takes
 * longer than `CHECKOUT_SKELETON_SHOW_DELAY_MS`, then for at least 2 s),
 * the polite live region announcing the total; then `CheckoutContent`.
 * While mounted (not in the editor preview) it runs the checkout's submit
 * flow (`useCheckoutProcessor`, with the `CheckoutProcessorOptionsContext`
 * options), which also pushes the shopper's data and syncs the draft order.
 * The preloaded `GET /checkout` (`checkoutData`) is read by the checkout
 * store itself.
 *
 * @example
 * <CheckoutLayout attributes={ attributes }>{ children }</CheckoutLayout>
 */
export function CheckoutLayout( { attributes, children, isPreview = false }: CheckoutLayoutProps ) {
	return (
		<>
			{ ! isPreview && <SubmitFlow /> }
			<TopLevelBlockLayout
				config={ CHECKOUT_BLOCK_CONFIG }
				hasDarkControls={ attributes.hasDarkControls }
				isPreview={ isPreview }
				skeleton={ <CheckoutSkeleton /> }
				loadingLabel={ labels.loadingCheckout() }
			>
				<CheckoutContent attributes={ attributes } isPreview={ isPreview }>
					{ children }
				</CheckoutContent>
			</TopLevelBlockLayout>
		</>
	);
}
