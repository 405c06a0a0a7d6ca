/** registerAddToCartFormEditorBlock: the Add to Cart form in the WordPress block editor, from its block.json. */
import { registerEditorBlock } from '@cesta/blocks-shared/editor';

import { AddToCartFormEdit } from './add-to-cart-form-edit';
import { ADD_TO_CART_FORM_BLOCK_JSON } from './block-json';

/**
 * Registers `woocommerce/add-to-cart-form` with `@wordpress/blocks` from its
 * block.json, for product templates: its edit shows the sample hoodie's
 * form, look-only, with no Store API request. Dynamic, as WooCommerce's:
 * the saved block is `<!-- wp:woocommerce/add-to-cart-form /-->` and the
 * host prints the form for the page's product. Idempotent.
 *
 * @example
 * registerAddToCartFormEditorBlock();
 */
export function registerAddToCartFormEditorBlock(): void {
	registerEditorBlock( ADD_TO_CART_FORM_BLOCK_JSON, {
		edit: AddToCartFormEdit,
		save: () => null,
	} );
}
