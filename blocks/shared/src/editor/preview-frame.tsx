/** EditorPreviewFrame: the frame of a top-level block's edit — sample data loading, failed or ready. */

import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

import { hideAdminBarInTemplatePreview } from '../editor-preview/admin-bar';

/**
 * Where loading a preview's sample data stands.
 *
 * @example
 * const status: EditorPreviewStatus = 'ready';
 */
export type EditorPreviewStatus = 'loading' | 'ready' | 'failed';

/**
 * Props of {@link EditorPreviewFrame}.
 *
 * @example
 * const props: EditorPreviewFrameProps = { status: 'loading', loading: <CartSkeleton />, failed: <p>…</p>, children };
 */
export interface EditorPreviewFrameProps {
	/** Whether the sample data is in the stores yet (e.g. `usePreviewCart()`). */
	status: EditorPreviewStatus;
	/** Shown while the sample data loads (a skeleton). */
	loading: ReactNode;
	/** Shown when it cannot load. */
	failed: ReactNode;
	/** The block's frontend layout with its inner block areas. */
	children: ReactNode;
}

/**
 * The frame of a top-level block's `edit` (Cart, Checkout, Mini-Cart
 * contents): `loading` until the sample data of `@cesta/mocks/preview` is
 * in the stores (so no frontend component asks the Store API for it), then
 * the block's real frontend layout with its editable inner block areas, or
 * `failed`. Inside the site editor's template preview frame, that frame's
 * admin bar is hidden (spec 1 §2).
 *
 * @example
 * const status = usePreviewCart();
 * return (
 * 	<div { ...useBlockProps() }>
 * 		<EditorPreviewFrame status={ status } loading={ <CartSkeleton /> } failed={ <p>{ labels.previewUnavailable() }</p> }>
 * 			<CartLayout attributes={ attributes } isPreview>{ innerBlocks }</CartLayout>
 * 		</EditorPreviewFrame>
 * 	</div>
 * );
 */
export function EditorPreviewFrame( {
	status,
	loading,
	failed,
	children,
}: EditorPreviewFrameProps ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( ref.current ) {
			hideAdminBarInTemplatePreview( ref.current.ownerDocument );
		}
	}, [] );
	let content = children;
	if ( status === 'loading' ) {
		content = loading;
	} else if ( status === 'failed' ) {
		content = failed;
	}
	return (
		<div ref={ ref } className="cesta-editor-preview" data-preview-status={ status }>
			{ content }
		</div>
	);
}
