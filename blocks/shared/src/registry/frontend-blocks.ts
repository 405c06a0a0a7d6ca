/** The registry of top-level blocks that mountBlocks renders, with validation of each definition. */

import { isBlockComponentLike } from '@cesta/registry';

import { isRecord } from '../is-record';
import {
	attributeTypeMessage,
	blockAlreadyRegisteredMessage,
	blockComponentMessage,
	blockNameMessage,
	definitionPropertyMessage,
	definitionTypeMessage,
} from '../messages';
import type { BlockAttributeType, FrontendBlockDefinition } from './types';

const definitions = new Map< string, FrontendBlockDefinition >();

const BLOCK_NAME_PATTERN = /^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/;
const ATTRIBUTE_TYPES: ReadonlySet< string > = new Set< BlockAttributeType >( [
	'string',
	'number',
	'integer',
	'boolean',
	'object',
	'array',
	'null',
] );

function assertValidAttributes( name: string, attributes: unknown ): void {
	if ( attributes === undefined ) {
		return;
	}
	if ( ! isRecord( attributes ) ) {
		throw new TypeError(
			definitionPropertyMessage( name, 'attributes', 'an object of definitions', attributes )
		);
	}
	for ( const [ attribute, definition ] of Object.entries( attributes ) ) {
		if ( ! isRecord( definition ) ) {
			throw new TypeError(
				definitionPropertyMessage(
					name,
					`attribute "${ attribute }"`,
					'an object { type, default }',
					definition
				)
			);
		}
		const types = Array.isArray( definition.type ) ? definition.type : [ definition.type ];
		const known = ( type: unknown ) =>
			type === undefined || ATTRIBUTE_TYPES.has( type as string );
		if ( types.length === 0 || ! types.every( known ) ) {
			throw new TypeError( attributeTypeMessage( name, attribute, definition.type ) );
		}
		if ( definition.enum !== undefined && ! Array.isArray( definition.enum ) ) {
			throw new TypeError(
				definitionPropertyMessage(
					name,
					`enum of attribute "${ attribute }"`,
					'an array',
					definition.enum
				)
			);
		}
	}
}

function assertValidDefinition(
	definition: unknown
): asserts definition is FrontendBlockDefinition {
	if ( ! isRecord( definition ) ) {
		throw new TypeError( definitionTypeMessage( definition ) );
	}
	const { name, component, blockWrapper, errorBoundaryProps } = definition;
	if ( typeof name !== 'string' || ! BLOCK_NAME_PATTERN.test( name ) ) {
		throw new TypeError( blockNameMessage( name ) );
	}
	if ( ! isBlockComponentLike( component ) ) {
		throw new TypeError( blockComponentMessage( name, component ) );
	}
	assertValidAttributes( name, definition.attributes );
	if ( blockWrapper !== undefined && typeof blockWrapper !== 'function' ) {
		throw new TypeError(
			definitionPropertyMessage( name, 'blockWrapper', 'a function component', blockWrapper )
		);
	}
	if ( errorBoundaryProps !== undefined && ! isRecord( errorBoundaryProps ) ) {
		throw new TypeError(
			definitionPropertyMessage( name, 'errorBoundaryProps', 'an object', errorBoundaryProps )
		);
	}
}

/**
 * Registers a top-level block so `mountBlocks` renders its server markup:
 * its name, its block.json attributes and its component (a function or
 * `React.lazy` component). A wrong definition throws a `TypeError` and
 * registers nothing; registering a name twice throws and keeps the first.
 *
 * @example
 * registerFrontendBlock( {
 * 	name: 'woocommerce/cart',
 * 	attributes: { hasDarkControls: { type: 'boolean', default: false } },
 * 	component: lazy( () => import( './cart-block' ) ),
 * 	blockWrapper: createBlockWrapper( () => ( { cart: useStoreCart() } ) ),
 * } );
 */
export function registerFrontendBlock< Attributes = Record< string, unknown > >(
	definition: FrontendBlockDefinition< Attributes >
): void {
	assertValidDefinition( definition );
	if ( definitions.has( definition.name ) ) {
		throw new Error( blockAlreadyRegisteredMessage( definition.name ) );
	}
	definitions.set( definition.name, Object.freeze( { ...definition } ) );
}

/**
 * Removes a registered top-level block; returns whether there was one.
 * Blocks already mounted stay mounted.
 *
 * @example
 * unregisterFrontendBlock( 'woocommerce/cart' ); // true
 */
export function unregisterFrontendBlock( name: string ): boolean {
	return definitions.delete( name );
}

/**
 * The definition registered for `name`, or `undefined`.
 *
 * @example
 * getFrontendBlock( 'woocommerce/cart' )?.attributes;
 */
export function getFrontendBlock( name: string ): FrontendBlockDefinition | undefined {
	return definitions.get( name );
}

/**
 * Whether `name` is a registered top-level block.
 *
 * @example
 * isFrontendBlock( 'woocommerce/cart' ); // true once the cart package is loaded
 */
export function isFrontendBlock( name: string ): boolean {
	return definitions.has( name );
}

/**
 * The names of every registered top-level block, in registration order.
 *
 * @example
 * getFrontendBlockNames(); // [ 'woocommerce/cart', 'woocommerce/mini-cart' ]
 */
export function getFrontendBlockNames(): string[] {
	return [ ...definitions.keys() ];
}
