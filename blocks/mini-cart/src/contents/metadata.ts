/** The metadata of the drawer's contents block and its inner blocks, derived from their block.json files. React-free. */
import {
	attributes as cartButtonAttributes,
	name as cartButtonName,
	parent as cartButtonParent,
} from '../../block-json/mini-cart-cart-button-block/block.json';
import {
	attributes as checkoutButtonAttributes,
	name as checkoutButtonName,
	parent as checkoutButtonParent,
} from '../../block-json/mini-cart-checkout-button-block/block.json';
import { attributes as contentsAttributes } from '../../block-json/mini-cart-contents/block.json';
import {
	attributes as emptyAttributes,
	name as emptyName,
	parent as emptyParent,
} from '../../block-json/empty-mini-cart-contents-block/block.json';
import {
	attributes as filledAttributes,
	name as filledName,
	parent as filledParent,
} from '../../block-json/filled-mini-cart-contents-block/block.json';
import {
	attributes as footerAttributes,
	name as footerName,
	parent as footerParent,
} from '../../block-json/mini-cart-footer-block/block.json';
import {
	attributes as itemsAttributes,
	name as itemsName,
	parent as itemsParent,
} from '../../block-json/mini-cart-items-block/block.json';
import {
	attributes as productsTableAttributes,
	name as productsTableName,
	parent as productsTableParent,
} from '../../block-json/mini-cart-products-table-block/block.json';
import {
	attributes as shoppingButtonAttributes,
	name as shoppingButtonName,
	parent as shoppingButtonParent,
} from '../../block-json/mini-cart-shopping-button-block/block.json';
import {
	attributes as titleAttributes,
	name as titleName,
	parent as titleParent,
} from '../../block-json/mini-cart-title-block/block.json';
import {
	attributes as titleItemsCounterAttributes,
	name as titleItemsCounterName,
	parent as titleItemsCounterParent,
} from '../../block-json/mini-cart-title-items-counter-block/block.json';
import {
	attributes as titleLabelAttributes,
	name as titleLabelName,
	parent as titleLabelParent,
} from '../../block-json/mini-cart-title-label-block/block.json';
import type { MiniCartInnerBlockName } from './block-names';
import { contentsErrors } from './messages';

type AttributeType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * A block.json attribute definition (the shape `@cesta/blocks-shared`'s
 * `BlockAttributeDefinitions` reads; spelled here so the React-free markup
 * writer imports nothing of that React package).
 *
 * @example
 * const definitions: MiniCartAttributeDefinitions = { label: { type: 'string', default: '' } };
 */
export type MiniCartAttributeDefinitions = Record<
	string,
	{ type?: AttributeType | AttributeType[]; default?: unknown; [ key: string ]: unknown }
>;

/**
 * What the frontend reads of an inner block's block.json: its name, the
 * blocks it may sit in and its attributes with their defaults (the editor
 * reads the whole file; the drawer's chunk carries only these).
 *
 * @example
 * const label: MiniCartInnerBlockMetadata = {
 * 	name: 'woocommerce/mini-cart-title-label-block',
 * 	parent: [ 'woocommerce/mini-cart-title-block' ],
 * 	attributes: { label: { type: 'string', default: '' } },
 * };
 */
export interface MiniCartInnerBlockMetadata {
	name: MiniCartInnerBlockName;
	parent: string[];
	attributes: MiniCartAttributeDefinitions;
}

/**
 * The attributes of `woocommerce/mini-cart-contents` (its block.json's).
 *
 * @example
 * MINI_CART_CONTENTS_ATTRIBUTES.width.default; // '480px'
 */
export const MINI_CART_CONTENTS_ATTRIBUTES: MiniCartAttributeDefinitions =
	contentsAttributes as MiniCartAttributeDefinitions;

// Named imports: a bundle keeps only these fields of each block.json.
const metadata = (
	name: string,
	parent: string[],
	attributes: object
): MiniCartInnerBlockMetadata =>
	Object.freeze( {
		name: name as MiniCartInnerBlockName,
		parent,
		// block.json spells attribute types as plain strings: they are block.json's types.
		attributes: attributes as MiniCartAttributeDefinitions,
	} );

/**
 * The metadata of every inner block of the drawer's contents, in the order
 * of WooCommerce's default Mini-Cart template, read from their block.json
 * files (`blocks/mini-cart/block-json/<slug>/block.json`).
 *
 * @example
 * MINI_CART_INNER_BLOCKS_METADATA.map( ( block ) => block.name );
 */
export const MINI_CART_INNER_BLOCKS_METADATA: readonly MiniCartInnerBlockMetadata[] = Object.freeze(
	[
		metadata( filledName, filledParent, filledAttributes ),
		metadata( titleName, titleParent, titleAttributes ),
		metadata( titleLabelName, titleLabelParent, titleLabelAttributes ),
		metadata( titleItemsCounterName, titleItemsCounterParent, titleItemsCounterAttributes ),
		metadata( itemsName, itemsParent, itemsAttributes ),
		metadata( productsTableName, productsTableParent, productsTableAttributes ),
		metadata( footerName, footerParent, footerAttributes ),
		metadata( cartButtonName, cartButtonParent, cartButtonAttributes ),
		metadata( checkoutButtonName, checkoutButtonParent, checkoutButtonAttributes ),
		metadata( emptyName, emptyParent, emptyAttributes ),
		metadata( shoppingButtonName, shoppingButtonParent, shoppingButtonAttributes ),
	]
);

/**
 * The metadata of one inner block of the drawer's contents. An unknown name
 * throws a `TypeError`.
 *
 * @example
 * getMiniCartInnerBlockMetadata( 'woocommerce/mini-cart-cart-button-block' ).attributes.cartButtonLabel;
 */
export function getMiniCartInnerBlockMetadata(
	name: MiniCartInnerBlockName
): MiniCartInnerBlockMetadata {
	const metadata = MINI_CART_INNER_BLOCKS_METADATA.find( ( block ) => block.name === name );
	if ( ! metadata ) {
		throw new TypeError( contentsErrors.notAnInnerBlock( name ) );
	}
	return metadata;
}
