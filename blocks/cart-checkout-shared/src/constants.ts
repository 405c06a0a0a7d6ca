/**
 * The constants of the pieces the Cart and Checkout blocks share, each with
 * the spec's name for it (or, for our own choices, a name that says what it
 * is) and its unit; and what differs between the two blocks.
 */
import { noticeContexts } from '@cesta/data';

/**
 * What a shared piece needs to know about the top-level block it serves:
 * the Cart or the Checkout block.
 *
 * @example
 * const couponForm = createCouponFormBlock( CART_BLOCK_CONFIG );
 */
export interface TopLevelBlockConfig {
	/** Which block: also the express payment area's `context`. */
	kind: 'cart' | 'checkout';
	/** The top-level block's name: also the `context` slot fills receive (wc-blocks-api §5.3). */
	blockName: 'woocommerce/cart' | 'woocommerce/checkout';
	/** Spec 2 §2 and §8: the context of the block's notices container (coupon and load notices go there). */
	noticeContext: string;
	/**
	 * The stem of the block's own class names, as WooCommerce's: the shared
	 * pieces add `__container`, `__order-summary`, `__totals-title`,
	 * `__shipping-rates` and `__payment-options` to it.
	 */
	classNameBase: 'wc-block-cart' | 'wc-block-checkout';
}

/**
 * The Cart block's parameters (notice context `wc/cart`, slot fill context
 * `woocommerce/cart`, class names `wc-block-cart__…`).
 *
 * @example
 * CART_BLOCK_CONFIG.noticeContext; // 'wc/cart'
 */
export const CART_BLOCK_CONFIG: Readonly< TopLevelBlockConfig > = {
	kind: 'cart',
	blockName: 'woocommerce/cart',
	noticeContext: noticeContexts.CART,
	classNameBase: 'wc-block-cart',
};

/**
 * The Checkout block's parameters (notice context `wc/checkout`, slot fill
 * context `woocommerce/checkout`, class names `wc-block-checkout__…`).
 *
 * @example
 * CHECKOUT_BLOCK_CONFIG.noticeContext; // 'wc/checkout'
 */
export const CHECKOUT_BLOCK_CONFIG: Readonly< TopLevelBlockConfig > = {
	kind: 'checkout',
	blockName: 'woocommerce/checkout',
	noticeContext: noticeContexts.CHECKOUT,
	classNameBase: 'wc-block-checkout',
};

/**
 * Our choice, not the spec's: how long the first cart load may take before
 * the loading skeleton appears. A preloaded cart arrives within a few
 * microtasks; showing the skeleton for it would keep it on screen for the
 * spec's 2 s minimum on every page load.
 *
 * @example
 * const showSkeleton = useDelayedFlag( cartIsLoading, SKELETON_SHOW_DELAY_MS );
 */
export const SKELETON_SHOW_DELAY_MS = 100;

/**
 * The setting a host sets to say the blocks render in an editor (see
 * `isEditorPreview`).
 *
 * @example
 * window.wcSettings = { [ EDITOR_SETTING_NAME ]: true };
 */
export const EDITOR_SETTING_NAME = 'isEditor';
