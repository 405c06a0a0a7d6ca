/** The top-level woocommerce/checkout block: the shopper's checkout, or the editor's sample loaded on demand. */

import { useRegistry } from '@wordpress/data';
import { lazy, Suspense } from '@wordpress/element';

import type { TopLevelBlockProps } from '@cesta/blocks-shared';
import { isEditorPreview } from '@cesta/cart-checkout-shared';
import { SkeletonLoader } from '@cesta/components';

import { labels } from '../messages';
import type { CheckoutBlockAttributes } from '../types';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutSkeleton } from './checkout-skeleton';
import './style.css';

// Only editors render the preview: shoppers' pages never load its code.
const CheckoutPreview = lazy( () =>
	import( '../preview/checkout-preview' ).then( ( module ) => ( {
		default: module.CheckoutPreview,
	} ) )
);

/**
 * The top-level `woocommerce/checkout` block: the shopper's checkout, or the
 * sample cart when it renders in an editor (see `isEditorPreview`; its code
 * loads on demand, behind the checkout skeleton).
 *
 * @example
 * registerFrontendBlock( { name: 'woocommerce/checkout', attributes: CHECKOUT_BLOCK_ATTRIBUTES, component: CheckoutBlock } );
 */
export function CheckoutBlock( {
	attributes,
	children,
}: TopLevelBlockProps< CheckoutBlockAttributes > ) {
	const registry = useRegistry();
	if ( isEditorPreview( attributes, registry ) ) {
		return (
			<Suspense
				fallback={
					<SkeletonLoader
						isLoading
						skeleton={ <CheckoutSkeleton /> }
						screenReaderLabel={ labels.loadingCheckout() }
					/>
				}
			>
				<CheckoutPreview attributes={ attributes }>{ children }</CheckoutPreview>
			</Suspense>
		);
	}
	return <CheckoutLayout attributes={ attributes }>{ children }</CheckoutLayout>;
}
