/** A template's blocks as the editor starts with them: the saved ones, or the top-level block that fills in its default template. */

import { createBlock, parse } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';

import { TEMPLATE_ROOT_BLOCKS } from '../constants';
import type { TemplateKind } from '../parse-template';

/**
 * The default template: the top-level block alone, whose inner block areas
 * fill in WooCommerce's default template when the editor shows it.
 *
 * @example
 * defaultTemplateBlocks( 'checkout' )[ 0 ].name; // 'woocommerce/checkout'
 */
export const defaultTemplateBlocks = ( kind: TemplateKind ): Block[] => [
	createBlock( TEMPLATE_ROOT_BLOCKS[ kind ] ),
];

/**
 * The blocks the editor opens a template with: the visitor's saved
 * template, parsed, or the default one.
 *
 * @example
 * initialTemplateBlocks( 'checkout', config.templates.checkout );
 */
export const initialTemplateBlocks = ( kind: TemplateKind, saved: string | null ): Block[] =>
	saved ? parse( saved ) : defaultTemplateBlocks( kind );
