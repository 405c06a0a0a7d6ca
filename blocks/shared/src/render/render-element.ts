/** The React element for a plain element kept from the markup, with form controls left uncontrolled. */

import { createElement } from '@wordpress/element';
import type { ReactElement, ReactNode } from 'react';

import { VOID_ELEMENTS } from '../markup/serialize';
import type { MarkupNode } from '../markup/types';
import { elementProps } from './element-props';

const textOf = ( nodes: readonly MarkupNode[] ): string =>
	nodes
		.map( ( node ) => {
			if ( node.type === 'text' ) {
				return node.text;
			}
			return node.type === 'island' ? '' : textOf( node.children );
		} )
		.join( '' );

function selectedValues( nodes: readonly MarkupNode[] ): string[] {
	return nodes.flatMap( ( node ) => {
		if ( node.type !== 'element' ) {
			return [];
		}
		if ( node.tagName === 'optgroup' ) {
			return selectedValues( node.children );
		}
		if ( node.tagName === 'option' && 'selected' in node.attributes ) {
			return [ node.attributes.value ?? textOf( node.children ) ];
		}
		return [];
	} );
}

/**
 * The React element for an element kept from the markup, with its children
 * already rendered. Form controls become uncontrolled (`defaultValue`) so
 * shoppers can still type in them.
 *
 * @example
 * renderElement( 'p', false, { class: 'note' }, [ 'Hola' ], [] ); // <p className="note">Hola</p>
 */
export function renderElement(
	tagName: string,
	svg: boolean,
	attributes: Record< string, string >,
	children: ReactNode[],
	markupChildren: readonly MarkupNode[]
): ReactElement {
	const props = elementProps( tagName, svg, attributes );
	if ( VOID_ELEMENTS.has( tagName ) ) {
		return createElement( tagName, props );
	}
	if ( tagName === 'textarea' ) {
		return createElement( tagName, { ...props, defaultValue: textOf( markupChildren ) } );
	}
	if ( tagName === 'select' ) {
		const selected = selectedValues( markupChildren );
		if ( selected.length > 0 ) {
			props.defaultValue =
				'multiple' in attributes ? selected : selected[ selected.length - 1 ];
		}
	}
	return createElement( tagName, props, ...children );
}
