/** Types of top-level block definitions: attributes as block.json defines them, props, block wrappers. */

import type { ComponentType, LazyExoticComponent, ReactElement, ReactNode } from 'react';

import type { BlockErrorBoundaryProps } from '../error-boundary/types';

/**
 * The attribute types of block.json that the markup can carry.
 *
 * @example
 * const type: BlockAttributeType = 'boolean';
 */
export type BlockAttributeType =
	'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/**
 * One attribute of a block, as block.json defines it. Other block.json keys
 * (`source`, `selector`, …) are accepted and ignored.
 *
 * @example
 * const hasDarkControls: BlockAttributeDefinition = { type: 'boolean', default: false };
 */
export interface BlockAttributeDefinition {
	/** The type, or the types tried in order. Without one the raw string is kept. */
	type?: BlockAttributeType | BlockAttributeType[];
	/** Used when the markup lacks the attribute or gives a value that does not fit. */
	default?: unknown;
	/** The only values allowed. */
	enum?: readonly unknown[];
	[ key: string ]: unknown;
}

/**
 * The attribute definitions of a block, keyed by attribute name.
 *
 * @example
 * const attributes: BlockAttributeDefinitions = { showRateAfterTaxName: { type: 'boolean', default: true } };
 */
export type BlockAttributeDefinitions = Record< string, BlockAttributeDefinition >;

/**
 * The props of a top-level block component.
 *
 * @example
 * const Cart = ( { attributes, children }: TopLevelBlockProps< { hasDarkControls: boolean } > ) => (
 * 	<div className={ attributes.hasDarkControls ? 'is-dark' : '' }>{ children }</div>
 * );
 */
export interface TopLevelBlockProps< Attributes = Record< string, unknown > > {
	/** The attributes parsed from the markup against the definitions. */
	attributes: Attributes;
	/** The block's name, e.g. `woocommerce/cart`. */
	blockName: string;
	/** The inner blocks found in the markup (and forced ones), rendered. */
	children?: ReactNode;
}

/**
 * The props of a `blockWrapper`: the inner block's element, to clone with
 * extra props, and its name.
 *
 * @example
 * const Wrapper = ( { children }: BlockWrapperProps ) => cloneElement( children, { cart } );
 */
export interface BlockWrapperProps {
	blockName: string;
	children: ReactElement;
}

/**
 * A component or lazy component that can render a top-level block.
 *
 * @example
 * const component: TopLevelBlockComponent = lazy( () => import( './cart-block' ) );
 */
export type TopLevelBlockComponent< Attributes = Record< string, unknown > > =
	| ComponentType< TopLevelBlockProps< Attributes > >
	| LazyExoticComponent< ComponentType< TopLevelBlockProps< Attributes > > >;

/**
 * What a block package registers so `mountBlocks` can render its
 * server-rendered markup: the block.json-like metadata and the component.
 *
 * @example
 * const cart: FrontendBlockDefinition = {
 * 	name: 'woocommerce/cart',
 * 	attributes: { hasDarkControls: { type: 'boolean', default: false } },
 * 	component: lazy( () => import( './cart-block' ) ),
 * };
 */
export interface FrontendBlockDefinition< Attributes = Record< string, unknown > > {
	/** `namespace/name`, as in `data-block-name`. */
	name: string;
	component: TopLevelBlockComponent< Attributes >;
	/** The top-level attributes; without them the component gets the raw `data-*` strings. */
	attributes?: BlockAttributeDefinitions;
	/** Wraps each registered inner block, e.g. to give it `cart` and `extensions` props. */
	blockWrapper?: ComponentType< BlockWrapperProps >;
	/** Overrides of the top-level error panel (`header`, `text`, `button`); details stay for administrators only. */
	errorBoundaryProps?: Omit< BlockErrorBoundaryProps, 'children' | 'showErrorMessage' >;
}
