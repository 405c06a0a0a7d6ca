/** The props the drawer's inner blocks receive from the block tree. */
import type { ReactNode } from 'react';

/**
 * The props of an inner block of the drawer's contents: its `data-*`
 * attributes as camelCased strings (as WooCommerce passes them), its class
 * names from the markup, and its rendered inner blocks.
 *
 * @example
 * const Footer = ( { className, children }: MiniCartInnerBlockProps ) => <div className={ className }>{ children }</div>;
 */
export interface MiniCartInnerBlockProps {
	className?: string;
	children?: ReactNode;
	/** Any `data-*` attribute, as a string. */
	[ attribute: string ]: unknown;
}
