/**
 * The editor entry (`@cesta/block-mini-cart/editor`): registers the
 * Mini-Cart, its drawer's contents and their inner blocks with the WordPress
 * block editor (`registerMiniCartEditorBlocks`), and renders the Mini-Cart
 * as the site editor shows it outside an editor (`renderMiniCartPreview`),
 * with the sample cart of `@cesta/mocks/preview` (plain data) and no Store
 * API call. The shop's entries never import this file, so the sample cart
 * stays out of the shoppers' bundle.
 */
import { hideAdminBarInTemplatePreview } from '@cesta/blocks-shared/editor-preview';
import { createPreviewCart } from '@cesta/mocks/preview';

import { renderMiniCartMarkup } from './button/markup';
import { buttonErrors } from './button/messages';
import type { MiniCartAttributes } from './types';

/**
 * Renders the Mini-Cart into `container` as an editor shows it: the button
 * with the sample cart's count and total (fan, red T-shirt, rice cooker),
 * look-only (`isPreview`: nothing is enhanced, nothing requested). Returns a
 * function that empties the container. A container that is not an element
 * throws a `TypeError`.
 * Inside the site editor's template preview frame the frame's admin bar
 * is hidden (spec 1 §2, `hideAdminBarInTemplatePreview`).
 *
 * @example
 * const remove = renderMiniCartPreview( document.getElementById( 'mini-cart-preview' )!, { hasHiddenPrice: false } );
 * remove();
 */
export function renderMiniCartPreview(
	container: Element,
	attributes: Partial< MiniCartAttributes > = {}
): () => void {
	if ( ! container || ( container as Node ).nodeType !== 1 ) {
		throw new TypeError( buttonErrors.previewContainerMissing( container ) );
	}
	hideAdminBarInTemplatePreview( container.ownerDocument );
	container.innerHTML = renderMiniCartMarkup( {
		attributes: { ...attributes, isPreview: true },
		cart: createPreviewCart(),
	} );
	return () => {
		container.innerHTML = '';
	};
}

export { registerMiniCartEditorBlocks } from './editor/register-mini-cart-editor-blocks';
export {
	MINI_CART_BLOCK_JSON,
	MINI_CART_CONTENTS_BLOCK_JSON,
	MINI_CART_INNER_BLOCKS_JSON,
} from './editor/block-json';
export { miniCartContentsTemplate, miniCartInnerTemplateOf } from './contents/template';
export type { MiniCartTemplateBlock } from './contents/template';
