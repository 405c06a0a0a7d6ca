/** The top-level woocommerce/cart block: the shopper's cart, or the editor's sample cart loaded on demand. */

import { useRegistry } from '@wordpress/data';
import { lazy, Suspense } from '@wordpress/element';

import type { TopLevelBlockProps } from '@cesta/blocks-shared';
import { isEditorPreview } from '@cesta/cart-checkout-shared';
import { SkeletonLoader } from '@cesta/components';

import { labels } from '../messages';
import type { CartBlockAttributes } from '../types';
import { CartLayout } from './cart-layout';
import { CartSkeleton } from './cart-skeleton';
import './style.css';

// Only editors render the preview: shoppers' pages never load its code.
const CartPreview = lazy( () =>
	import( '../preview/cart-preview' ).then( ( module ) => ( { default: module.CartPreview } ) )
);

/**
 * The top-level `woocommerce/cart` block: the shopper's cart, or the sample
 * cart when it renders in an editor (see `isEditorPreview`; its code loads
 * on demand, behind the cart skeleton).
 *
 * @example
 * registerFrontendBlock( { name: 'woocommerce/cart', attributes: CART_BLOCK_ATTRIBUTES, component: CartBlock } );
 */
export function CartBlock( { attributes, children }: TopLevelBlockProps< CartBlockAttributes > ) {
	const registry = useRegistry();
	if ( isEditorPreview( attributes, registry ) ) {
		return (
			<Suspense
				fallback={
					<SkeletonLoader
						isLoading
						skeleton={ <CartSkeleton /> }
						screenReaderLabel={ labels.loadingCart() }
					/>
				}
			>
				<CartPreview attributes={ attributes }>{ children }</CartPreview>
			</Suspense>
		);
	}
	return <CartLayout attributes={ attributes }>{ children }</CartLayout>;
}
