/** Registers blocks extensions add to the cart, checkout or mini-cart areas, and lists them by area. */

import { isRecord } from '../is-record';
import {
	checkoutBlockForceMessage,
	checkoutBlockMetadataMessage,
	checkoutBlockNameMessage,
	checkoutBlockOptionsMessage,
	checkoutBlockParentAreaMessage,
	checkoutBlockParentTypeMessage,
	blockComponentMessage,
} from '../messages';
import { isBlockComponentLike } from '../react-like';
import { registerBlockComponent } from './block-components';
import { hasInnerBlocks } from './inner-block-areas';
import type { CheckoutBlockOptions, RegisteredBlock } from './types';

const registeredBlocks = new Map< string, RegisteredBlock >();

function assertValidCheckoutBlock( options: unknown ): asserts options is CheckoutBlockOptions {
	if ( ! isRecord( options ) ) {
		throw new TypeError( checkoutBlockOptionsMessage( options ) );
	}
	const { metadata, component, force } = options;
	if ( ! isRecord( metadata ) ) {
		throw new TypeError( checkoutBlockMetadataMessage( metadata ) );
	}
	const { name, parent } = metadata;
	if ( typeof name !== 'string' || name === '' ) {
		throw new TypeError( checkoutBlockNameMessage( name ) );
	}
	const parents = typeof parent === 'string' ? [ parent ] : parent;
	if ( ! Array.isArray( parents ) || ! parents.every( ( entry ) => typeof entry === 'string' ) ) {
		throw new TypeError( checkoutBlockParentTypeMessage( name, parent ) );
	}
	if ( ! parents.some( hasInnerBlocks ) ) {
		throw new TypeError( checkoutBlockParentAreaMessage( name, parents ) );
	}
	if ( ! isBlockComponentLike( component ) ) {
		throw new TypeError( blockComponentMessage( name, component ) );
	}
	if ( force !== undefined && typeof force !== 'boolean' ) {
		throw new TypeError( checkoutBlockForceMessage( name, force ) );
	}
}

/**
 * Registers a block that extensions add to the cart, checkout or mini-cart:
 * `metadata` (usually the block.json) must name the block and list at least
 * one inner block area as `parent`; `component` is a function or lazy
 * component, also registered with `registerBlockComponent`. A block locked
 * against removal is forced: rendered even when missing from saved markup.
 * The block type itself is still registered with WordPress separately.
 *
 * @example
 * import metadata from './block.json';
 * registerCheckoutBlock( { metadata, component: lazy( () => import( './frontend' ) ) } );
 */
export function registerCheckoutBlock( options: CheckoutBlockOptions ): void {
	assertValidCheckoutBlock( options );
	const { metadata, component } = options;
	registerBlockComponent( { blockName: metadata.name, component } );
	registeredBlocks.set( metadata.name, {
		blockName: metadata.name,
		metadata,
		component,
		force:
			typeof options.force === 'boolean'
				? options.force
				: Boolean( metadata.attributes?.lock?.default?.remove ),
	} );
}

/**
 * The checkout blocks registered for the inner block area `area`, in
 * registration order.
 *
 * @example
 * getRegisteredBlocks( innerBlockAreas.CHECKOUT_FIELDS ).map( ( block ) => block.blockName );
 */
export function getRegisteredBlocks( area: string ): RegisteredBlock[] {
	return [ ...registeredBlocks.values() ].filter( ( { metadata } ) =>
		( typeof metadata.parent === 'string' ? [ metadata.parent ] : metadata.parent ).includes(
			area
		)
	);
}
