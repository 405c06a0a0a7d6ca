/** The Cart block's edit: the sample cart in the block's real layout, its filled and empty views and dark-controls setting. */

import { useBlockProps } from '@wordpress/block-editor';
import type { HTMLAttributes } from 'react';

import { ParentBlockContext } from '@cesta/blocks-shared';
import {
	EditorPreviewFrame,
	EditorViews,
	useInnerBlockAreaProps,
} from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';
import { usePreviewCart } from '@cesta/cart-checkout-shared';
import { SkeletonLoader } from '@cesta/components';

import { CART_BLOCK_NAMES as NAMES } from '../block-names';
import { CartLayout } from '../cart-block/cart-layout';
import { CartSkeleton } from '../cart-block/cart-skeleton';
import { labels } from '../messages';
import type { CartBlockAttributes } from '../types';
import { CART_BLOCK_INSPECTORS } from './inspectors';
import { editorLabels } from './messages';

const ROOT_INFO = { parentBlockName: NAMES.CART, rootBlockName: NAMES.CART, area: null };
const Inspector = CART_BLOCK_INSPECTORS[ NAMES.CART ]!;

/**
 * The `edit` of `woocommerce/cart`: the sample cart of `@cesta/mocks/preview`
 * is put into the cart store (no Store API request), then the block's
 * frontend layout renders with its editable inner blocks — the filled or
 * the empty cart, switched from the toolbar — and the inspector's dark
 * controls setting.
 *
 * @example
 * registerEditorBlock( CART_BLOCK_JSON, { edit: CartEdit, save: createBlockSave( 'woocommerce/cart', { extraClassNames: [ 'is-loading' ] } ) } );
 */
export function CartEdit( props: EditorBlockEditProps< CartBlockAttributes > ) {
	const { attributes, clientId } = props;
	const status = usePreviewCart();
	const { children, ...wrapperProps } = useInnerBlockAreaProps( clientId, useBlockProps(), {
		area: NAMES.CART,
		allowedBlocks: [ NAMES.FILLED_CART, NAMES.EMPTY_CART ],
	} );
	return (
		<div { ...( wrapperProps as HTMLAttributes< HTMLDivElement > ) }>
			<Inspector { ...( props as unknown as EditorBlockEditProps ) } />
			<EditorPreviewFrame
				status={ status }
				loading={
					<SkeletonLoader
						isLoading
						skeleton={ <CartSkeleton /> }
						screenReaderLabel={ labels.loadingCart() }
					/>
				}
				failed={
					<p className="wc-block-cart__preview-error">{ labels.previewUnavailable() }</p>
				}
			>
				<EditorViews
					views={ [
						{ name: NAMES.FILLED_CART, label: editorLabels.filledCartView() },
						{ name: NAMES.EMPTY_CART, label: editorLabels.emptyCartView() },
					] }
				>
					<ParentBlockContext.Provider value={ ROOT_INFO }>
						<CartLayout attributes={ attributes } isPreview>
							{ children }
						</CartLayout>
					</ParentBlockContext.Provider>
				</EditorViews>
			</EditorPreviewFrame>
		</div>
	);
}
