/** A template's blocks as the editor starts with them: the saved ones, or the default template the shop prints. */

import { createBlock, createBlocksFromInnerBlocksTemplate, parse } from '@wordpress/blocks';
import type { Block } from '@wordpress/blocks';

import { cartTemplate } from '@cesta/block-cart/editor';
import { checkoutTemplate } from '@cesta/block-checkout/editor';
import { miniCartContentsTemplate } from '@cesta/block-mini-cart/editor';

import { DEMO_PATHS } from '../../constants';
import { TEMPLATE_ROOT_BLOCKS } from '../constants';
import type { TemplateKind } from '../parse-template';

type TemplateTree = Array< [ string, Record< string, unknown >, TemplateTree ] >;

/** The checkout's default with the actions block's "return to cart" link shown, as the shop prints it. */
const withReturnToCart = ( template: TemplateTree ): TemplateTree =>
	template.map( ( [ name, attributes, inner ] ) => [
		name,
		name === 'woocommerce/checkout-actions-block'
			? { ...attributes, showReturnToCart: true }
			: attributes,
		withReturnToCart( inner ),
	] );

/** The inner blocks of each template as the shop prints it by default. */
const DEFAULT_INNER_BLOCKS: Partial< Record< TemplateKind, () => TemplateTree > > = {
	cart: () => cartTemplate( { shopUrl: DEMO_PATHS.shop } ),
	checkout: () => withReturnToCart( checkoutTemplate() ),
	'mini-cart': miniCartContentsTemplate,
};

/**
 * The default template: the top-level block with the inner blocks the shop
 * prints by default (the cart's empty state linking to the shop…); a
 * template without a default tree is the top-level block alone, whose
 * inner block areas fill in WooCommerce's template when the editor shows it.
 *
 * @example
 * defaultTemplateBlocks( 'cart' )[ 0 ].innerBlocks.map( ( block ) => block.name );
 * // [ 'woocommerce/filled-cart-block', 'woocommerce/empty-cart-block' ]
 */
export function defaultTemplateBlocks( kind: TemplateKind ): Block[] {
	const root = TEMPLATE_ROOT_BLOCKS[ kind ];
	const inner = DEFAULT_INNER_BLOCKS[ kind ];
	return inner
		? createBlocksFromInnerBlocksTemplate( [ [ root, {}, inner() ] ] )
		: [ createBlock( root ) ];
}

/**
 * The blocks the editor opens a template with: the visitor's saved
 * template, parsed, or the default one.
 *
 * @example
 * initialTemplateBlocks( 'checkout', config.templates.checkout );
 */
export const initialTemplateBlocks = ( kind: TemplateKind, saved: string | null ): Block[] =>
	saved ? parse( saved ) : defaultTemplateBlocks( kind );
