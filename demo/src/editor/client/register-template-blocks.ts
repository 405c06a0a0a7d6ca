/** Registers with @wordpress/blocks every block the playground's templates hold, previewed with this shop's sample cart. */

import { registerCartEditorBlocks, setPreviewCartLoader } from '@cesta/block-cart/editor';
import { registerCheckoutEditorBlocks } from '@cesta/block-checkout/editor';
import { registerMiniCartEditorBlocks } from '@cesta/block-mini-cart/editor';

import { previewCartOnThisShop } from './preview-cart';

/**
 * Registers the blocks of the Cart, Checkout and Mini-Cart templates
 * through their packages' editor entries (each registers the core blocks
 * its templates use where WordPress's block library is missing), then has
 * their previews show the sample cart with this shop's images.
 *
 * @example
 * registerTemplateBlocks();
 */
export function registerTemplateBlocks(): void {
	registerCartEditorBlocks();
	registerCheckoutEditorBlocks();
	registerMiniCartEditorBlocks();
	setPreviewCartLoader( () => previewCartOnThisShop( window.location.origin ) );
}
