import { useRegistry } from '@wordpress/data';

import type { TopLevelBlockProps } from '@cesta/blocks-shared';

import { CartPreview } from '../preview/cart-preview';
import { isEditorPreview } from '../preview/is-editor-preview';
import type { CartBlockAttributes } from '../types';
import { CartLayout } from './cart-layout';
import './style.css';

/**
 * The top-level `woocommerce/cart` block: the shopper's cart, or the sample
 * cart when it renders in an editor (see `isEditorPreview`).
 *
 * @example
 * registerFrontendBlock( { name: 'woocommerce/cart', attributes: CART_BLOCK_ATTRIBUTES, component: CartBlock } );
 */
export function CartBlock( { attributes, children }: TopLevelBlockProps< CartBlockAttributes > ) {
	const registry = useRegistry();
	if ( isEditorPreview( attributes, registry ) ) {
		return <CartPreview attributes={ attributes }>{ children }</CartPreview>;
	}
	return <CartLayout attributes={ attributes }>{ children }</CartLayout>;
}
