/** registerAttributeFilterEditorBlock: the Attribute Filter in the WordPress block editor, from its block.json. */
import { registerEditorBlock } from '@cesta/blocks-shared/editor';

import { AttributeFilterEdit } from './attribute-filter-edit';
import { ATTRIBUTE_FILTER_BLOCK_JSON } from './block-json';

/**
 * Registers `woocommerce/attribute-filter` with `@wordpress/blocks` from its
 * block.json: its edit shows the checkbox list for the sample attribute (no
 * Store API request) with inspector controls for the attribute, the heading
 * and its level, any/all and the counts. Dynamic: the saved block is its
 * attributes (`<!-- wp:woocommerce/attribute-filter {"attributeId":1} /-->`)
 * and the host prints it with `renderAttributeFilterMarkup( { attributes } )`.
 * Idempotent.
 *
 * @example
 * registerAttributeFilterEditorBlock();
 */
export function registerAttributeFilterEditorBlock(): void {
	registerEditorBlock( ATTRIBUTE_FILTER_BLOCK_JSON, {
		edit: AttributeFilterEdit,
		save: () => null,
	} );
}
