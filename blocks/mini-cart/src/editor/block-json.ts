/** The Mini-Cart's block.json files as a whole, for the editor: what `registerBlockType` reads (titles, descriptions, supports, styles…). */
import type { EditorBlockMetadata } from '@cesta/blocks-shared/editor';

import cartButtonJson from '../../block-json/mini-cart-cart-button-block/block.json';
import checkoutButtonJson from '../../block-json/mini-cart-checkout-button-block/block.json';
import contentsJson from '../../block-json/mini-cart-contents/block.json';
import emptyJson from '../../block-json/empty-mini-cart-contents-block/block.json';
import filledJson from '../../block-json/filled-mini-cart-contents-block/block.json';
import footerJson from '../../block-json/mini-cart-footer-block/block.json';
import itemsJson from '../../block-json/mini-cart-items-block/block.json';
import miniCartJson from '../../block-json/mini-cart/block.json';
import productsTableJson from '../../block-json/mini-cart-products-table-block/block.json';
import shoppingButtonJson from '../../block-json/mini-cart-shopping-button-block/block.json';
import titleJson from '../../block-json/mini-cart-title-block/block.json';
import titleItemsCounterJson from '../../block-json/mini-cart-title-items-counter-block/block.json';
import titleLabelJson from '../../block-json/mini-cart-title-label-block/block.json';

// WordPress's block supports add attributes (colours, typography) to the
// metadata registerBlockType gets, in place: the editor gets copies, so the
// block.json objects the markup writers and the drawer read stay as written.
const copy = ( metadata: object ): EditorBlockMetadata =>
	structuredClone( metadata ) as EditorBlockMetadata;

/**
 * The block.json of the header's `woocommerce/mini-cart` block.
 *
 * @example
 * MINI_CART_BLOCK_JSON.attributes?.miniCartIcon; // { type: 'string', enum: [ 'cart', 'bag', 'bag-alt' ], default: 'cart' }
 */
export const MINI_CART_BLOCK_JSON: EditorBlockMetadata = copy( miniCartJson );

/**
 * The block.json of `woocommerce/mini-cart-contents`, the drawer's template part.
 *
 * @example
 * MINI_CART_CONTENTS_BLOCK_JSON.title; // 'Mini-Cart Contents'
 */
export const MINI_CART_CONTENTS_BLOCK_JSON: EditorBlockMetadata = copy( contentsJson );

/**
 * The block.json of every inner block of the drawer's contents, in the
 * order of WooCommerce's default Mini-Cart template.
 *
 * @example
 * MINI_CART_INNER_BLOCKS_JSON.map( ( metadata ) => metadata.title ); // [ 'Filled Mini-Cart view', … ]
 */
export const MINI_CART_INNER_BLOCKS_JSON: readonly EditorBlockMetadata[] = [
	filledJson,
	titleJson,
	titleLabelJson,
	titleItemsCounterJson,
	itemsJson,
	productsTableJson,
	footerJson,
	cartButtonJson,
	checkoutButtonJson,
	emptyJson,
	shoppingButtonJson,
].map( copy );
