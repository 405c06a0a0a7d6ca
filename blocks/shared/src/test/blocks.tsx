/**
 * Small block components for the rendering tests, and a registered
 * top-level block to render trees under.
 */
import type { ReactNode } from 'react';

import type { BlockTree, FrontendBlockDefinition, TopLevelBlockProps } from '..';
import { treeFromMarkup } from './markup';
import { registerTestBlock, uniqueBlockName } from './page';

/**
 * A top-level block showing its parsed attributes.
 *
 * @example
 * registerTestBlock( { name, component: Top } );
 */
export const Top = ( { attributes, children }: TopLevelBlockProps ) => (
	<div className="top" data-attributes={ JSON.stringify( attributes ) }>
		{ children }
	</div>
);

/**
 * An inner block area: a section with the markup's class.
 *
 * @example
 * registerBlockComponent( { blockName: 'woocommerce/filled-cart-block', component: Area, context: name } );
 */
export const Area = ( { className, children }: { className?: string; children?: ReactNode } ) => (
	<section className={ className }>{ children }</section>
);

/**
 * An inner block printing the props it got (children aside).
 *
 * @example
 * screen.getByTestId( 'probe' ).textContent; // '{"label":"Nota","className":""}'
 */
export const Probe = ( {
	children: _children,
	...props
}: { children?: ReactNode } & Record< string, unknown > ) => (
	<output data-testid="probe">{ JSON.stringify( props ) }</output>
);

/**
 * A block that always crashes.
 *
 * @example
 * registerBlockComponent( { blockName: 'acme/broken', component: Throws, context: name } );
 */
export const Throws = (): null => {
	throw new Error( 'gift note broke' );
};

/**
 * Registers a top-level block (component `Top`, one boolean attribute) under
 * a fresh name and returns the name.
 *
 * @example
 * const name = setUpTopLevel( { blockWrapper } );
 */
export function setUpTopLevel( extra: Partial< FrontendBlockDefinition > = {} ): string {
	const name = uniqueBlockName( 'cart' );
	registerTestBlock( {
		name,
		component: Top,
		attributes: { hasDarkControls: { type: 'boolean', default: false } },
		...extra,
	} );
	return name;
}

/**
 * The tree of a `name` container holding `inner` markup.
 *
 * @example
 * renderBlockTree( treeOf( name, '<div data-block-name="acme/note"></div>' ) );
 */
export const treeOf = ( name: string, inner: string, attributes = '' ): BlockTree =>
	treeFromMarkup( `<div data-block-name="${ name }" ${ attributes }>${ inner }</div>` );
