/**
 * The editor entry (`@cesta/block-price-filter/editor`): registers the
 * Price Filter with the WordPress block editor, with a preview for the
 * sample products. React and `@wordpress/block-editor`: the shop's entries
 * never import it.
 */
export { registerPriceFilterEditorBlock } from './editor/register-price-filter-editor-block';
export { PRICE_FILTER_BLOCK_JSON } from './editor/block-json';
export { previewPriceRange } from './editor/preview-price-range';
