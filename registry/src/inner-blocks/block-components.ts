/** The components the frontend renders for blocks, by parent context, with the deprecated inner block API. */

import deprecated from '@wordpress/deprecated';

import { ANY_BLOCK_COMPONENT_CONTEXT } from '../constants';
import { blockComponentMessage, blockComponentOptionMessage, DEPRECATIONS } from '../messages';
import { isBlockComponentLike } from '../react-like';
import type { BlockComponentLike } from '../react-like';
import type { BlockComponentOptions, InnerBlockOptions } from './types';

const componentsByContext = new Map< string, Map< string, BlockComponentLike > >();

const isNonEmptyString = ( value: unknown ): value is string =>
	typeof value === 'string' && value !== '';

/**
 * Maps a block name to the component the frontend renders for it inside the
 * parent block `context` (`'any'` for every parent). Registering the same
 * name in the same context again replaces the component.
 *
 * @example
 * registerBlockComponent( {
 * 	blockName: 'my-plugin/delivery-date',
 * 	component: lazy( () => import( './delivery-date' ) ),
 * 	context: 'woocommerce/checkout',
 * } );
 */
export function registerBlockComponent( options: BlockComponentOptions ): void {
	if ( typeof options !== 'object' || options === null ) {
		throw new TypeError( blockComponentOptionMessage( 'the options', 'an object', options ) );
	}
	const { blockName, component, context = ANY_BLOCK_COMPONENT_CONTEXT } = options;
	if ( ! isNonEmptyString( context ) ) {
		throw new TypeError(
			blockComponentOptionMessage( 'context', 'a non-empty string', context )
		);
	}
	if ( ! isNonEmptyString( blockName ) ) {
		throw new TypeError(
			blockComponentOptionMessage( 'blockName', 'a non-empty string', blockName )
		);
	}
	if ( ! isBlockComponentLike( component ) ) {
		throw new TypeError( blockComponentMessage( blockName, component ) );
	}
	const components = componentsByContext.get( context ) ?? new Map();
	components.set( blockName, component );
	componentsByContext.set( context, components );
}

/**
 * The block components registered for `context` merged over those registered
 * for every context (`'any'`), keyed by block name.
 *
 * @example
 * const blockMap = getRegisteredBlockComponents( 'woocommerce/checkout' );
 * blockMap[ 'my-plugin/delivery-date' ]; // the component
 */
export function getRegisteredBlockComponents(
	context: string = ANY_BLOCK_COMPONENT_CONTEXT
): Record< string, BlockComponentLike > {
	return {
		...Object.fromEntries( componentsByContext.get( ANY_BLOCK_COMPONENT_CONTEXT ) ?? [] ),
		...Object.fromEntries( componentsByContext.get( context ) ?? [] ),
	};
}

/**
 * Deprecated alias of `registerBlockComponent` with `main` as the context.
 *
 * @example
 * registerInnerBlock( { main: 'woocommerce/checkout', blockName: 'my-plugin/badge', component: Badge } );
 */
export function registerInnerBlock( { main, blockName, component }: InnerBlockOptions ): void {
	deprecated( DEPRECATIONS.registerInnerBlock.feature, {
		alternative: DEPRECATIONS.registerInnerBlock.alternative,
	} );
	registerBlockComponent( { context: main, blockName, component } );
}

/**
 * Deprecated alias of `getRegisteredBlockComponents`.
 *
 * @example
 * getRegisteredInnerBlocks( 'woocommerce/checkout' );
 */
export function getRegisteredInnerBlocks( main: string ): Record< string, BlockComponentLike > {
	deprecated( DEPRECATIONS.getRegisteredInnerBlocks.feature, {
		alternative: DEPRECATIONS.getRegisteredInnerBlocks.alternative,
	} );
	return getRegisteredBlockComponents( main );
}
