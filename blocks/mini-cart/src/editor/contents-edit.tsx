/** The edit of the drawer's contents: the sample cart in the drawer's layout, with its filled and empty views. */
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

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../contents/block-names';
import { editorLabels } from './messages';

const ROOT_INFO = {
	parentBlockName: NAMES.CONTENTS,
	rootBlockName: NAMES.CONTENTS,
	area: NAMES.CONTENTS,
};

/**
 * The `edit` of `woocommerce/mini-cart-contents`: the sample cart of
 * `@cesta/mocks/preview` is put into the cart store (no Store API request),
 * then the drawer's layout renders, as wide as the block's `width`, with
 * its editable inner blocks — the filled or the empty view, switched from
 * the toolbar.
 *
 * @example
 * registerEditorBlock( MINI_CART_CONTENTS_BLOCK_JSON, { edit: MiniCartContentsEdit } );
 */
export function MiniCartContentsEdit( {
	attributes,
	clientId,
}: EditorBlockEditProps< { width?: string } > ) {
	const status = usePreviewCart();
	const { children, ...wrapperProps } = useInnerBlockAreaProps( clientId, useBlockProps(), {
		area: NAMES.CONTENTS,
		allowedBlocks: [ NAMES.FILLED, NAMES.EMPTY ],
	} );
	return (
		<div { ...( wrapperProps as HTMLAttributes< HTMLDivElement > ) }>
			<EditorPreviewFrame
				status={ status }
				loading={
					<p className="wc-block-mini-cart__loading" role="status">
						{ editorLabels.loadingPreview() }
					</p>
				}
				failed={
					<p className="wc-block-mini-cart__preview-error">
						{ editorLabels.previewUnavailable() }
					</p>
				}
			>
				<EditorViews
					views={ [
						{ name: NAMES.FILLED, label: editorLabels.filledView() },
						{ name: NAMES.EMPTY, label: editorLabels.emptyView() },
					] }
				>
					<ParentBlockContext.Provider value={ ROOT_INFO }>
						<div
							className="wc-block-mini-cart__drawer wc-block-components-drawer__content"
							style={ { maxInlineSize: attributes.width } }
						>
							{ children }
						</div>
					</ParentBlockContext.Provider>
				</EditorViews>
			</EditorPreviewFrame>
		</div>
	);
}
