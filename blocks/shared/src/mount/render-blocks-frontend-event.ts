/** The wc-blocks_render_blocks_frontend event: the cart wrapper a block waits in, and telling it to render. */

import { CART_BLOCK_WRAPPER_SELECTOR, RENDER_BLOCKS_FRONTEND_EVENT } from '../constants';

/**
 * The cart wrapper a block waits for, if it sits inside one (not counting
 * the block itself): blocks inside `.wp-block-woocommerce-cart` render only
 * once the wrapper receives `wc-blocks_render_blocks_frontend`.
 *
 * @example
 * cartWrapperAround( productNewBlock ); // the .wp-block-woocommerce-cart element, or null
 */
export function cartWrapperAround( element: Element ): Element | null {
	return element.parentElement?.closest( CART_BLOCK_WRAPPER_SELECTOR ) ?? null;
}

/**
 * Tells the blocks waiting inside the cart wrapper to render, as
 * WooCommerce's empty-cart block does once it shows: the event
 * `wc-blocks_render_blocks_frontend` on the `.wp-block-woocommerce-cart`
 * holding `from` (or the page's first one). Returns whether there was a
 * wrapper to tell.
 *
 * @example
 * const EmptyCart = ( { children } ) => {
 * 	const ref = useRef( null );
 * 	useEffect( () => void dispatchRenderBlocksFrontend( ref.current ), [] );
 * 	return <div ref={ ref }>{ children }</div>;
 * };
 */
export function dispatchRenderBlocksFrontend( from?: Element | null ): boolean {
	const wrapper = from
		? from.closest( CART_BLOCK_WRAPPER_SELECTOR )
		: document.querySelector( CART_BLOCK_WRAPPER_SELECTOR );
	if ( ! wrapper ) {
		return false;
	}
	wrapper.dispatchEvent( new CustomEvent( RENDER_BLOCKS_FRONTEND_EVENT ) );
	return true;
}
