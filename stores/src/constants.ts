/**
 * Timings and limits the specification names (spec 2 §4, §7, §9). Each store's
 * own `constants.ts` holds its store key; what several stores share lives here.
 */

/** Address edits are pushed to `POST /cart/update-customer` after this pause (flushed on blur). */
export const CUSTOMER_DATA_PUSH_DEBOUNCE_MS = 1500;

/** Order notes, payment method and additional fields are synced with `PUT /checkout` after this pause. */
export const DRAFT_ORDER_SYNC_DEBOUNCE_MS = 1500;

/** Payment methods' `canMakePayment` is re-checked this long after the cart last changed. */
export const PAYMENT_AVAILABILITY_REFRESH_DEBOUNCE_MS = 1000;

/** The dirty-customer-data flag is written to local storage this long after the last edit. */
export const DIRTY_FLAG_WRITE_DEBOUNCE_MS = 300;

/** The cart's store-level quantity debounce: a local quantity edit reaches the server after this pause. */
export const QUANTITY_UPDATE_DEBOUNCE_MS = 400;

/** Namespace of WooCommerce's own block routes (kept for compatibility with `wcBlocksData`). */
export const API_BLOCK_NAMESPACE = 'wc/blocks';

/** Local-storage key of the flag that says the shopper typed customer data not yet pushed. */
export const DIRTY_CUSTOMER_DATA_STORAGE_KEY = 'wc-blocks_dirty_customer_data';
