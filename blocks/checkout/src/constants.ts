/**
 * The constants of the Checkout block, each with the spec's name for it (or,
 * for our own choices, a name that says what it is) and its unit.
 */
import { SKELETON_SHOW_DELAY_MS } from '@cesta/cart-checkout-shared';
import { noticeContexts } from '@cesta/data';

/**
 * Spec 2 §2 and §8: the notice context of the checkout block's notices
 * container (`wc/checkout`; the cart's `wc/cart` notices show there too, as
 * in WooCommerce).
 *
 * @example
 * <StoreNoticesContainer context={ CHECKOUT_NOTICE_CONTEXT } />
 */
export const CHECKOUT_NOTICE_CONTEXT = noticeContexts.CHECKOUT;

/**
 * The notice context of the actions block, above the place-order button
 * (`wc/checkout/checkout-actions`).
 *
 * @example
 * <StoreNoticesContainer context={ CHECKOUT_ACTIONS_NOTICE_CONTEXT } />
 */
export const CHECKOUT_ACTIONS_NOTICE_CONTEXT = noticeContexts.CHECKOUT_ACTIONS;

/**
 * How long the first cart load may take before the checkout's skeleton
 * appears: the Cart and Checkout blocks' `SKELETON_SHOW_DELAY_MS` (our
 * choice; a preloaded cart arrives within a few microtasks).
 *
 * @example
 * useDelayedFlag( cartIsLoading, CHECKOUT_SKELETON_SHOW_DELAY_MS );
 */
export const CHECKOUT_SKELETON_SHOW_DELAY_MS = SKELETON_SHOW_DELAY_MS;

/**
 * The validation error id of the terms checkbox, as WooCommerce names it
 * (its `ValidationInputError` and the checkbox's `aria-describedby` use it).
 *
 * @example
 * select( validationStore ).getValidationError( TERMS_VALIDATION_ERROR_ID );
 */
export const TERMS_VALIDATION_ERROR_ID = 'terms-and-conditions';

/**
 * The id of the payment step (WooCommerce's `#payment-method` anchor).
 *
 * @example
 * document.getElementById( PAYMENT_STEP_ID );
 */
export const PAYMENT_STEP_ID = 'payment-method';

/**
 * The id of the order notes step (WooCommerce's `#order-notes` anchor); the
 * textarea's id adds `-textarea`.
 *
 * @example
 * document.getElementById( `${ ORDER_NOTES_STEP_ID }-textarea` );
 */
export const ORDER_NOTES_STEP_ID = 'order-notes';
