/**
 * What the playground's server answers when a template cannot be saved. The
 * theme developer reads them in the editor, so they are in the shop's
 * language (Spanish), through the demo's catalogue.
 */

import { __, sprintf } from '@wordpress/i18n';

/**
 * The messages of a refused template, one function each.
 *
 * @example
 * templateErrors.unknownBlock( 'acme/banner' ); // 'El bloque «acme/banner» no se puede usar en esta plantilla.'
 */
export const templateErrors = {
	otherSite: () => __( 'Templates can only be saved from the editor of this shop.', 'cesta' ),
	notJson: () =>
		__( 'The request must be JSON with the serialized blocks in "content".', 'cesta' ),
	tooLarge: ( kilobytes: number ) =>
		sprintf(
			/* translators: %d: the largest template size, in kilobytes. */
			__( 'The template is larger than %d KB.', 'cesta' ),
			kilobytes
		),
	unknownTemplate: ( kind: string ) =>
		sprintf(
			/* translators: %s: the template name asked for in the address. */
			__( 'There is no template called "%s".', 'cesta' ),
			kind
		),
	notOneRoot: ( root: string ) =>
		sprintf(
			/* translators: %s: a block name, e.g. woocommerce/checkout. */
			__(
				'The template must be a single %s block, with every other block inside it.',
				'cesta'
			),
			root
		),
	contentOutsideBlocks: () =>
		__( 'The template has content that is not inside a block.', 'cesta' ),
	unknownBlock: ( name: string ) =>
		sprintf(
			/* translators: %s: a block name. */
			__( 'The block %s cannot be used in this template.', 'cesta' ),
			name
		),
	misplacedBlock: ( name: string, parent: string ) =>
		sprintf(
			/* translators: 1: a block name, 2: the name of the block it was placed in. */
			__( 'The block %1$s cannot be placed inside %2$s.', 'cesta' ),
			name,
			parent
		),
	unknownAttribute: ( block: string, attribute: string ) =>
		sprintf(
			/* translators: 1: an attribute name, 2: a block name. */
			__( 'The block %2$s has no attribute %1$s.', 'cesta' ),
			attribute,
			block
		),
	attributeType: ( block: string, attribute: string, expected: string ) =>
		sprintf(
			/* translators: 1: an attribute name, 2: a block name, 3: the expected type, e.g. boolean. */
			__( 'The attribute %1$s of the block %2$s must be of type %3$s.', 'cesta' ),
			attribute,
			block,
			expected
		),
	attributeValue: ( block: string, attribute: string ) =>
		sprintf(
			/* translators: 1: an attribute name, 2: a block name. */
			__( 'The attribute %1$s of the block %2$s has a value it does not accept.', 'cesta' ),
			attribute,
			block
		),
	disallowedMarkup: ( block: string, markup: string ) =>
		sprintf(
			/* translators: 1: a block name, 2: the start of the markup refused. */
			__( 'The HTML of the block %1$s has markup that is not allowed: %2$s', 'cesta' ),
			block,
			markup
		),
	tooManyBlocks: ( limit: number ) =>
		sprintf(
			/* translators: %d: the largest number of blocks. */
			__( 'The template has more than %d blocks.', 'cesta' ),
			limit
		),
	tooDeep: ( limit: number ) =>
		sprintf(
			/* translators: %d: the deepest nesting allowed. */
			__( 'The template nests blocks more than %d levels deep.', 'cesta' ),
			limit
		),
};
