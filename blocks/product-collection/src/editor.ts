/**
 * The editor entry (`@cesta/block-product-collection/editor`): registers
 * the block with the WordPress block editor
 * (`registerProductCollectionEditorBlock`) and renders it as the site and
 * post editors show it, with sample products and no Store API call
 * (`renderProductCollectionPreview`). The shop's entries never import this file, so the sample data stays
 * out of the shoppers' bundle.
 */
import { hideAdminBarInTemplatePreview } from '@cesta/blocks-shared/editor-preview';
import type { ProductResponse } from '@cesta/types';

import { errors } from './errors';
import { renderProductCollectionMarkup } from './markup/render-product-collection-markup';
import { previewProducts } from './preview/preview-products';
import type { ProductCollectionAttributes } from './query/types';

/**
 * What {@link renderProductCollectionPreview} shows.
 *
 * @example
 * const options: ProductCollectionPreviewOptions = { attributes: { displayLayout: { type: 'list' } } };
 */
export interface ProductCollectionPreviewOptions {
	/** The block's attributes. @default {} */
	attributes?: ProductCollectionAttributes;
	/** The products to show. @default the sample products (`previewProducts()`) */
	products?: ProductResponse[];
}

/**
 * A rendered preview.
 *
 * @example
 * const preview: ProductCollectionPreview = renderProductCollectionPreview( container );
 * preview.unmount();
 */
export interface ProductCollectionPreview {
	/** Empties the container again and stops blocking its links and buttons. */
	unmount: () => void;
}

/**
 * Renders the block into `container` as an editor shows it: the markup
 * writer's HTML for the sample products (or `products`), look-only — links
 * and buttons do nothing, and nothing is requested. A container that is not
 * an element throws a `TypeError`.
 * Inside the site editor's template preview frame the frame's admin bar
 * is hidden (spec 1 §2, `hideAdminBarInTemplatePreview`).
 *
 * @example
 * const preview = renderProductCollectionPreview( document.getElementById( 'preview' )!, {
 * 	attributes: { displayLayout: { type: 'flex', columns: 3 } },
 * } );
 * preview.unmount();
 */
export function renderProductCollectionPreview(
	container: Element,
	{ attributes = {}, products = previewProducts() }: ProductCollectionPreviewOptions = {}
): ProductCollectionPreview {
	if ( ! container || ( container as Node ).nodeType !== 1 ) {
		throw new TypeError( errors.previewContainerMissing( container ) );
	}
	hideAdminBarInTemplatePreview( container.ownerDocument );
	container.innerHTML = renderProductCollectionMarkup( {
		attributes,
		products,
		totalPages: 1,
		page: 1,
	} );
	const block = ( event: Event ) => {
		if ( ( event.target as Element | null )?.closest?.( 'a, button' ) ) {
			event.preventDefault();
			event.stopPropagation();
		}
	};
	container.addEventListener( 'click', block, true );
	return {
		unmount: () => {
			container.removeEventListener( 'click', block, true );
			container.innerHTML = '';
		},
	};
}

export { previewProducts };
export { registerProductCollectionEditorBlock } from './editor/register-product-collection-editor-block';
export { PRODUCT_COLLECTION_BLOCK_JSON } from './editor/block-json';
