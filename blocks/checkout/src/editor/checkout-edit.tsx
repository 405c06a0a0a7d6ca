/** The Checkout block's edit: the sample cart in the block's real layout, with its editable columns and its inspector. */

import { useBlockProps } from '@wordpress/block-editor';
import type { HTMLAttributes } from 'react';

import { ParentBlockContext } from '@cesta/blocks-shared';
import { EditorPreviewFrame, useInnerBlockAreaProps } from '@cesta/blocks-shared/editor';
import type { EditorBlockEditProps } from '@cesta/blocks-shared/editor';
import { usePreviewCart } from '@cesta/cart-checkout-shared';
import { SkeletonLoader } from '@cesta/components';

import { CHECKOUT_BLOCK_NAMES as NAMES } from '../block-names';
import { CheckoutLayout } from '../checkout-block/checkout-layout';
import { CheckoutSkeleton } from '../checkout-block/checkout-skeleton';
import { labels } from '../messages';
import { previewUnavailableMessage } from '../preview/messages';
import type { CheckoutBlockAttributes } from '../types';
import { CheckoutInspector } from './checkout-inspector';

const ROOT_INFO = { parentBlockName: NAMES.CHECKOUT, rootBlockName: NAMES.CHECKOUT, area: null };

/**
 * The `edit` of `woocommerce/checkout`: the sample cart of
 * `@cesta/mocks/preview` is put into the cart store (no Store API request),
 * then the block's frontend layout (without the submit flow) renders with
 * its editable columns — the fields and the totals, WooCommerce's template,
 * which may swap places but not be removed — and the inspector's settings
 * and checkout options.
 *
 * @example
 * registerEditorBlock( CHECKOUT_BLOCK_JSON, { edit: CheckoutEdit, save: createBlockSave( 'woocommerce/checkout', { extraClassNames: [ 'wc-block-checkout', 'is-loading' ], omitEmpty: true } ) } );
 */
export function CheckoutEdit( props: EditorBlockEditProps< CheckoutBlockAttributes > ) {
	const { attributes, clientId } = props;
	const status = usePreviewCart();
	const { children, ...wrapperProps } = useInnerBlockAreaProps( clientId, useBlockProps(), {
		area: NAMES.CHECKOUT,
		allowedBlocks: [ NAMES.CHECKOUT_FIELDS, NAMES.CHECKOUT_TOTALS ],
		// As WooCommerce's: the two columns may swap places, never go or multiply.
		templateLock: 'insert',
	} );
	return (
		<div { ...( wrapperProps as HTMLAttributes< HTMLDivElement > ) }>
			<CheckoutInspector { ...( props as unknown as EditorBlockEditProps ) } />
			<EditorPreviewFrame
				status={ status }
				loading={
					<SkeletonLoader
						isLoading
						skeleton={ <CheckoutSkeleton /> }
						screenReaderLabel={ labels.loadingCheckout() }
					/>
				}
				failed={
					<p className="wc-block-checkout__preview-error">
						{ previewUnavailableMessage() }
					</p>
				}
			>
				<ParentBlockContext.Provider value={ ROOT_INFO }>
					<CheckoutLayout attributes={ attributes } isPreview>
						{ children }
					</CheckoutLayout>
				</ParentBlockContext.Provider>
			</EditorPreviewFrame>
		</div>
	);
}
