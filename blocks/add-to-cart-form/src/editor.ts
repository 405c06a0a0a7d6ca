/**
 * The editor entry (`@cesta/block-add-to-cart-form/editor`): registers the
 * Add to Cart form with the WordPress block editor
 * (`registerAddToCartFormEditorBlock`) and renders it with a sample variable
 * product, look-only (`renderAddToCartFormPreview`), bundled with the
 * editor's script. The shop's entries never import this file, so the sample
 * stays out of the shoppers' bundle.
 */
export { renderAddToCartFormPreview } from './preview/render-preview';
export {
	SAMPLE_SWATCHES,
	SAMPLE_VARIABLE_PRODUCT,
	SAMPLE_VARIATIONS,
} from './preview/sample-product';
export { registerAddToCartFormEditorBlock } from './editor/register-add-to-cart-form-editor-block';
export { ADD_TO_CART_FORM_BLOCK_JSON } from './editor/block-json';
