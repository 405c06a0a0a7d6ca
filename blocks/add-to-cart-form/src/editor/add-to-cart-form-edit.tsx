/** The Add to Cart form's edit: the sample hoodie's form, look-only. */
import { useBlockProps } from '@wordpress/block-editor';
import { useEffect, useRef } from '@wordpress/element';
import type { HTMLAttributes } from 'react';

import { LookOnly } from '@cesta/blocks-shared/editor';

import { renderAddToCartFormPreview } from '../preview/render-preview';

/**
 * The `edit` of `woocommerce/add-to-cart-form`: the form of the sample
 * variable product (the hoodie, with colour and size swatches and its
 * variations preloaded: no Store API request), look-only. The block has
 * nothing for a theme developer to set and is dynamic: the host prints it
 * for the page's product (`writeAddToCartFormMarkup`).
 *
 * @example
 * registerEditorBlock( ADD_TO_CART_FORM_BLOCK_JSON, { edit: AddToCartFormEdit, save: () => null } );
 */
export function AddToCartFormEdit() {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const mounted = renderAddToCartFormPreview( ref.current! );
		// The form is a React root of its own: unmounting it while the
		// editor's root commits would race React's own work.
		return () => queueMicrotask( () => mounted.forEach( ( block ) => block.unmount() ) );
	}, [] );
	return (
		<div { ...( useBlockProps() as HTMLAttributes< HTMLDivElement > ) }>
			<LookOnly>
				<div ref={ ref } />
			</LookOnly>
		</div>
	);
}
