/** Types of the checkout block and block component registries. */

import type { BlockComponentLike } from '../react-like';

/**
 * The part of a block's metadata (usually its block.json) the checkout block
 * registry reads.
 *
 * @example
 * const metadata: CheckoutBlockMetadata = { name: 'my-plugin/gift-note', parent: [ 'woocommerce/checkout-fields-block' ] };
 */
export interface CheckoutBlockMetadata {
	name: string;
	/** At least one entry must be an inner block area. */
	parent: string | string[];
	attributes?: {
		/** A block locked against removal (`default.remove`) is forced. */
		lock?: { default?: { remove?: boolean; move?: boolean } };
		[ attribute: string ]: unknown;
	};
	[ key: string ]: unknown;
}

/**
 * What `registerCheckoutBlock` accepts.
 *
 * @example
 * const options: CheckoutBlockOptions = { metadata, component: lazy( () => import( './gift-note' ) ) };
 */
export interface CheckoutBlockOptions {
	metadata: CheckoutBlockMetadata;
	component: BlockComponentLike;
	/** Render the block even when missing from the saved markup. @default metadata.attributes.lock.default.remove */
	force?: boolean;
}

/**
 * A registered checkout block.
 *
 * @example
 * getRegisteredBlocks( innerBlockAreas.CHECKOUT_FIELDS )[ 0 ].blockName; // 'my-plugin/gift-note'
 */
export interface RegisteredBlock {
	readonly blockName: string;
	readonly metadata: CheckoutBlockMetadata;
	readonly component: BlockComponentLike;
	readonly force: boolean;
}

/**
 * What `registerBlockComponent` accepts.
 *
 * @example
 * registerBlockComponent( { blockName: 'my-plugin/badge', component: Badge, context: 'woocommerce/checkout' } );
 */
export interface BlockComponentOptions {
	blockName: string;
	component: BlockComponentLike;
	/** The parent block the component renders in. @default 'any' */
	context?: string;
}

/**
 * The deprecated options of `registerInnerBlock`.
 *
 * @example
 * registerInnerBlock( { main: 'woocommerce/checkout', blockName: 'my-plugin/badge', component: Badge } );
 */
export interface InnerBlockOptions {
	main: string;
	blockName: string;
	component: BlockComponentLike;
}
