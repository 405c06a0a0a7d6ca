/**
 * The editor entry (`@cesta/block-attribute-filter/editor`): registers the
 * Attribute Filter with the WordPress block editor, with a preview of the
 * sample products' attribute. React and `@wordpress/block-editor`: the
 * shop's entries never import it.
 */
export { registerAttributeFilterEditorBlock } from './editor/register-attribute-filter-editor-block';
export { ATTRIBUTE_FILTER_BLOCK_JSON } from './editor/block-json';
export { previewAttributeFilterData } from './editor/preview-attribute-data';
