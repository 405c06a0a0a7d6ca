/**
 * The editor entry (`@cesta/block-cart/editor`): registers the Cart block
 * and its inner blocks with the WordPress block editor
 * (`registerCartEditorBlocks`), and renders the Cart block with the sample
 * cart of `@cesta/mocks/preview` (plain data, no simulation) outside an
 * editor (`renderCartBlockPreview`), bundled with the editor's script
 * instead of loaded on demand. The shop's entries never import this file,
 * so the sample cart stays out of the shoppers' bundle.
 */
import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { hideAdminBarInTemplatePreview } from '@cesta/blocks-shared/editor-preview';
import { setPreviewCartLoader } from '@cesta/cart-checkout-shared';
import { createPreviewCart } from '@cesta/mocks/preview';

import { CART_BLOCK_NAMES } from './block-names';
import { renderCartBlockMarkup } from './markup';
import type { CartBlockMarkupOptions } from './markup';
import { entryErrors } from './entry-messages';
import { registerCartBlock } from './register-cart-block';

/**
 * Renders the Cart block into `container` as an editor shows it: the
 * default cart template with the sample cart (fan, red T-shirt, rice
 * cooker), look-only, with no Store API call. Returns the mounted block's
 * handle (`unmount()` restores the container). A container that is not an
 * element throws a `TypeError`.
 * Inside the site editor's template preview frame the frame's admin bar
 * is hidden (spec 1 §2, `hideAdminBarInTemplatePreview`).
 *
 * @example
 * const [ preview ] = renderCartBlockPreview( document.getElementById( 'cart-preview' )! );
 * preview.unmount();
 */
export function renderCartBlockPreview(
	container: Element,
	options: Omit< CartBlockMarkupOptions, 'attributes' > = {}
): MountedBlock[] {
	if ( ! container || ( container as Node ).nodeType !== 1 ) {
		throw new TypeError( entryErrors.previewContainerMissing( container ) );
	}
	hideAdminBarInTemplatePreview( container.ownerDocument );
	setPreviewCartLoader( () => createPreviewCart() );
	registerCartBlock();
	container.innerHTML = renderCartBlockMarkup( { ...options, attributes: { isPreview: true } } );
	return mountBlocks( container, { blockNames: [ CART_BLOCK_NAMES.CART ] } );
}

export { setPreviewCartLoader };
export { registerCartEditorBlocks } from './editor/register-cart-editor-blocks';
export { CART_BLOCK_JSON, CART_INNER_BLOCKS_JSON } from './editor/block-json';
export { cartTemplate } from './template';
export type { CartTemplateBlock, CartTemplateOptions } from './template';
export type { PreviewCartLoader } from '@cesta/cart-checkout-shared';
