/** The context telling inner blocks their parent block, top-level block and inner block area. */

import { createContext, useContext } from '@wordpress/element';

/**
 * Where a block sits in the block tree, as its inner blocks see it.
 *
 * @example
 * const info: ParentBlockInfo = {
 * 	parentBlockName: 'woocommerce/checkout-fields-block',
 * 	rootBlockName: 'woocommerce/checkout',
 * 	area: 'woocommerce/checkout-fields-block',
 * };
 */
export interface ParentBlockInfo {
	/** The block whose inner blocks are rendering. */
	parentBlockName: string;
	/** The top-level block of the tree, e.g. `woocommerce/cart`. */
	rootBlockName: string;
	/** The nearest enclosing inner block area (`innerBlockAreas` value), or `null`. */
	area: string | null;
}

/**
 * Tells each inner block which block holds it, which top-level block it
 * belongs to and which inner block area it is in. `null` outside a block tree.
 *
 * @example
 * const parent = useContext( ParentBlockContext );
 */
export const ParentBlockContext = createContext< ParentBlockInfo | null >( null );

/**
 * The block holding the calling component, or `null` outside a block tree.
 *
 * @example
 * const GiftNote = () => {
 * 	const parent = useParentBlock();
 * 	return parent?.rootBlockName === 'woocommerce/checkout' ? <CheckoutNote /> : <CartNote />;
 * };
 */
export function useParentBlock(): ParentBlockInfo | null {
	return useContext( ParentBlockContext );
}

/**
 * The inner block area the calling component is rendered in, or `null`.
 *
 * @example
 * const area = useInnerBlockArea(); // 'woocommerce/checkout-fields-block'
 */
export function useInnerBlockArea(): string | null {
	return useContext( ParentBlockContext )?.area ?? null;
}
