/** registerMiniCartContentsBlocks: the drawer's contents block for mountBlocks, and each inner block with the registry. */
import { isFrontendBlock, registerFrontendBlock } from '@cesta/blocks-shared';
import type { FrontendBlockDefinition } from '@cesta/blocks-shared';
import { registerCheckoutBlock } from '@cesta/registry';
import type { BlockComponentLike, CheckoutBlockMetadata } from '@cesta/registry';

import { MINI_CART_CONTENTS_BLOCK_NAMES as NAMES } from '../../contents/block-names';
import type { MiniCartInnerBlockName } from '../../contents/block-names';
import {
	MINI_CART_CONTENTS_ATTRIBUTES,
	MINI_CART_INNER_BLOCKS_METADATA,
} from '../../contents/metadata';
import {
	MiniCartCartButtonBlock,
	MiniCartCheckoutButtonBlock,
	MiniCartFooterBlock,
	MiniCartShoppingButtonBlock,
} from './footer-blocks';
import { MiniCartItemsBlock, MiniCartProductsTableBlock } from './items-blocks';
import {
	MiniCartTitleBlock,
	MiniCartTitleItemsCounterBlock,
	MiniCartTitleLabelBlock,
} from './title-blocks';
import {
	EmptyMiniCartContentsBlock,
	FilledMiniCartContentsBlock,
	MiniCartContentsBlock,
} from './views';

/**
 * The component of each inner block of the drawer's contents.
 *
 * @example
 * MINI_CART_INNER_BLOCK_COMPONENTS[ 'woocommerce/mini-cart-footer-block' ]; // the footer
 */
export const MINI_CART_INNER_BLOCK_COMPONENTS: Readonly<
	Record< MiniCartInnerBlockName, BlockComponentLike >
> = Object.freeze( {
	[ NAMES.FILLED ]: FilledMiniCartContentsBlock,
	[ NAMES.EMPTY ]: EmptyMiniCartContentsBlock,
	[ NAMES.TITLE ]: MiniCartTitleBlock,
	[ NAMES.TITLE_LABEL ]: MiniCartTitleLabelBlock,
	[ NAMES.TITLE_ITEMS_COUNTER ]: MiniCartTitleItemsCounterBlock,
	[ NAMES.ITEMS ]: MiniCartItemsBlock,
	[ NAMES.PRODUCTS_TABLE ]: MiniCartProductsTableBlock,
	[ NAMES.FOOTER ]: MiniCartFooterBlock,
	[ NAMES.CART_BUTTON ]: MiniCartCartButtonBlock,
	[ NAMES.CHECKOUT_BUTTON ]: MiniCartCheckoutButtonBlock,
	[ NAMES.SHOPPING_BUTTON ]: MiniCartShoppingButtonBlock,
} );

/**
 * The frontend definition of `woocommerce/mini-cart-contents`: its
 * block.json attributes and its component.
 *
 * @example
 * renderBlockTree( tree, { definition: MINI_CART_CONTENTS_DEFINITION } );
 */
export const MINI_CART_CONTENTS_DEFINITION: FrontendBlockDefinition = Object.freeze( {
	name: NAMES.CONTENTS,
	attributes: MINI_CART_CONTENTS_ATTRIBUTES,
	component: MiniCartContentsBlock,
} );

// The title and its pieces are WooCommerce's only locked blocks it does not
// force: a template without them has no title block.
const NOT_FORCED: ReadonlySet< string > = new Set( [
	NAMES.TITLE,
	NAMES.TITLE_LABEL,
	NAMES.TITLE_ITEMS_COUNTER,
] );

let registered = false;

/**
 * Registers `woocommerce/mini-cart-contents` with `@cesta/blocks-shared`
 * (so `mountBlocks` renders its markup) and each of its inner blocks with
 * `@cesta/registry`'s `registerCheckoutBlock`, under its block.json
 * metadata. As in WooCommerce, the blocks locked against removal (the two
 * views, the items, the products table, the footer) are forced: rendered
 * even when the saved template lacks them. Only the first call registers,
 * so an extension's later registration under one of these names stays.
 *
 * @example
 * registerMiniCartContentsBlocks();
 * const element = renderBlockTree( parseBlockMarkup( contents ) );
 */
export function registerMiniCartContentsBlocks(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	if ( ! isFrontendBlock( NAMES.CONTENTS ) ) {
		registerFrontendBlock( MINI_CART_CONTENTS_DEFINITION );
	}
	MINI_CART_INNER_BLOCKS_METADATA.forEach( ( metadata ) =>
		registerCheckoutBlock( {
			// block.json's attribute definitions are typed more loosely than the registry's view of `lock`.
			metadata: metadata as unknown as CheckoutBlockMetadata,
			component: MINI_CART_INNER_BLOCK_COMPONENTS[ metadata.name ],
			...( NOT_FORCED.has( metadata.name ) ? { force: false } : {} ),
		} )
	);
}
