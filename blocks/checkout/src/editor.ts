/**
 * The editor entry (`@cesta/block-checkout/editor`): registers the Checkout
 * block and its inner blocks with the WordPress block editor
 * (`registerCheckoutEditorBlocks`), and renders the Checkout block with the
 * sample cart of `@cesta/mocks/preview` (plain data, no simulation) outside
 * an editor (`renderCheckoutBlockPreview`), bundled with the editor's
 * script instead of loaded on demand. The shop's entries never import this
 * file, so the sample cart stays out of the shoppers' bundle.
 */
import { mountBlocks } from '@cesta/blocks-shared';
import type { MountedBlock } from '@cesta/blocks-shared';
import { hideAdminBarInTemplatePreview } from '@cesta/blocks-shared/editor-preview';
import { setPreviewCartLoader } from '@cesta/cart-checkout-shared';
import { createPreviewCart } from '@cesta/mocks/preview';

import { CHECKOUT_BLOCK_NAMES } from './block-names';
import { entryErrors } from './entry-messages';
import { renderCheckoutBlockMarkup } from './markup';
import type { CheckoutBlockMarkupOptions } from './markup';
import { registerCheckoutBlock } from './register-checkout-block';

/**
 * Renders the Checkout block into `container` as an editor shows it: the
 * default checkout template with the sample cart (fan, red T-shirt, rice
 * cooker), look-only, with no Store API call. Returns the mounted block's
 * handle (`unmount()` restores the container). A container that is not an
 * element throws a `TypeError`.
 * Inside the site editor's template preview frame the frame's admin bar
 * is hidden (spec 1 §2, `hideAdminBarInTemplatePreview`).
 *
 * @example
 * const [ preview ] = renderCheckoutBlockPreview( document.getElementById( 'checkout-preview' )! );
 * preview.unmount();
 */
export function renderCheckoutBlockPreview(
	container: Element,
	options: Omit< CheckoutBlockMarkupOptions, 'attributes' > = {}
): MountedBlock[] {
	if ( ! container || ( container as Node ).nodeType !== 1 ) {
		throw new TypeError( entryErrors.previewContainerMissing( container ) );
	}
	hideAdminBarInTemplatePreview( container.ownerDocument );
	setPreviewCartLoader( () => createPreviewCart() );
	registerCheckoutBlock();
	container.innerHTML = renderCheckoutBlockMarkup( {
		...options,
		attributes: { isPreview: true },
	} );
	return mountBlocks( container, { blockNames: [ CHECKOUT_BLOCK_NAMES.CHECKOUT ] } );
}

export { setPreviewCartLoader };
export { registerCheckoutEditorBlocks } from './editor/register-checkout-editor-blocks';
export { CHECKOUT_BLOCK_JSON, CHECKOUT_INNER_BLOCKS_JSON } from './editor/block-json';
export { checkoutTemplate } from './template';
export type { CheckoutTemplateBlock } from './template';
export type { PreviewCartLoader } from '@cesta/cart-checkout-shared';
