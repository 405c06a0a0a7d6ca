/**
 * The constants of the Cart block, each with the spec's name for it (or, for
 * our own choices, a name that says what it is) and its unit.
 */
import { SKELETON_SHOW_DELAY_MS } from '@cesta/cart-checkout-shared';
import { noticeContexts } from '@cesta/data';

/** Spec 2 §2 and §8: the notice context of the cart block's notices container. */
export const CART_NOTICE_CONTEXT = noticeContexts.CART;

/** Spec 2 §8: the id of the add-to-cart failure notice. */
export const ADD_TO_CART_NOTICE_ID = 'add-to-cart';

/**
 * How long the first cart load may take before the cart's skeleton appears:
 * the Cart and Checkout blocks' `SKELETON_SHOW_DELAY_MS` (our choice, not the
 * spec's: a preloaded cart arrives within a few microtasks, and showing the
 * skeleton for it would keep it on screen for the spec's 2 s minimum).
 */
export const CART_SKELETON_SHOW_DELAY_MS = SKELETON_SHOW_DELAY_MS;

/** The fewest cross-sells columns the editor offers (WooCommerce's `minColumns` setting default). */
export const CART_CROSS_SELLS_COLUMNS_MIN = 1;

/** The most cross-sells columns the editor offers (WooCommerce's `maxColumns` setting default). */
export const CART_CROSS_SELLS_COLUMNS_MAX = 6;

/** WooCommerce's default number of cross-sells columns (block attribute `columns`). */
export const CROSS_SELLS_DEFAULT_COLUMNS = 3;

/** The product types a cross-sell's button adds straight to the cart; others link to the product. */
export const DIRECTLY_ADDABLE_PRODUCT_TYPES: readonly string[] = Object.freeze( [ 'simple' ] );
