/** The metadata of the drawer's contents block and its inner blocks, derived from their block.json files. React-free. */
import cartButton from '../../block-json/mini-cart-cart-button-block/block.json';
import checkoutButton from '../../block-json/mini-cart-checkout-button-block/block.json';
import contents from '../../block-json/mini-cart-contents/block.json';
import empty from '../../block-json/empty-mini-cart-contents-block/block.json';
import filled from '../../block-json/filled-mini-cart-contents-block/block.json';
import footer from '../../block-json/mini-cart-footer-block/block.json';
import items from '../../block-json/mini-cart-items-block/block.json';
import productsTable from '../../block-json/mini-cart-products-table-block/block.json';
import shoppingButton from '../../block-json/mini-cart-shopping-button-block/block.json';
import title from '../../block-json/mini-cart-title-block/block.json';
import titleItemsCounter from '../../block-json/mini-cart-title-items-counter-block/block.json';
import titleLabel from '../../block-json/mini-cart-title-label-block/block.json';
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
 * The block.json of one of the drawer's inner blocks, as the file holds it:
 * its name, the blocks it may sit in, its attributes with their defaults, and
 * what the editor reads (title, description, supports, styles…).
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
	[ key: string ]: unknown;
}

/**
 * The block.json of `woocommerce/mini-cart-contents` (the drawer's template
 * part).
 *
 * @example
 * MINI_CART_CONTENTS_METADATA.attributes.width.default; // '480px'
 */
export const MINI_CART_CONTENTS_METADATA: Readonly< {
	name: string;
	attributes: MiniCartAttributeDefinitions;
	[ key: string ]: unknown;
} > = Object.freeze( contents as typeof contents & { attributes: MiniCartAttributeDefinitions } );

/**
 * The attributes of `woocommerce/mini-cart-contents` (its block.json's).
 *
 * @example
 * MINI_CART_CONTENTS_ATTRIBUTES.width.default; // '480px'
 */
export const MINI_CART_CONTENTS_ATTRIBUTES: MiniCartAttributeDefinitions =
	MINI_CART_CONTENTS_METADATA.attributes;

/**
 * The block.json of every inner block of the drawer's contents, in the order
 * of WooCommerce's default Mini-Cart template
 * (`blocks/mini-cart/block-json/<slug>/block.json`).
 *
 * @example
 * MINI_CART_INNER_BLOCKS_METADATA.map( ( block ) => block.name );
 */
export const MINI_CART_INNER_BLOCKS_METADATA: readonly MiniCartInnerBlockMetadata[] =
	Object.freeze(
		[
			filled,
			title,
			titleLabel,
			titleItemsCounter,
			items,
			productsTable,
			footer,
			cartButton,
			checkoutButton,
			empty,
			shoppingButton,
		].map( ( metadata ) =>
			// block.json spells attribute types as plain strings: they are block.json's types.
			Object.freeze( metadata as unknown as MiniCartInnerBlockMetadata )
		)
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
