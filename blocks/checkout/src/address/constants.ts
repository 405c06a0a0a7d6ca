/** Constants of the checkout's contact and address steps (spec 2 §9 where the spec names them). */

/**
 * Spec 2 §9 ("300 ms focus delay on the first field"): after an address
 * autocomplete suggestion fills the address, the focus moves this long later
 * to the first field the suggestion left to fill in, once the filled fields
 * have rendered (and screen readers have read the choice).
 *
 * @example
 * setTimeout( focusNextEmptyField, AUTOCOMPLETE_FOCUS_DELAY_MS );
 */
export const AUTOCOMPLETE_FOCUS_DELAY_MS = 300;

/**
 * Where the contact and order fields the shopper typed but the server has not
 * stored yet are kept across a reload (local storage), beside the stores'
 * copy of the unpushed addresses.
 *
 * @example
 * window.localStorage.getItem( CHECKOUT_FIELDS_DRAFT_STORAGE_KEY );
 */
export const CHECKOUT_FIELDS_DRAFT_STORAGE_KEY = 'cesta-checkout-fields-draft';

/**
 * The id of the contact email input, WooCommerce's (`#email`), so themes'
 * styles and scripts written for WooCommerce find it.
 *
 * @example
 * document.getElementById( CONTACT_EMAIL_INPUT_ID );
 */
export const CONTACT_EMAIL_INPUT_ID = 'email';

/**
 * The validation store's id of the new account's password error
 * (WooCommerce's `account-password`).
 *
 * @example
 * select( validationStore ).getValidationError( ACCOUNT_PASSWORD_ERROR_ID );
 */
export const ACCOUNT_PASSWORD_ERROR_ID = 'account-password';

/**
 * The lowest password score (0–4) an account may be created with: below it
 * the password field says "Please create a stronger password", as
 * WooCommerce's does.
 *
 * @example
 * if ( score < ACCOUNT_PASSWORD_MIN_SCORE ) showError();
 */
export const ACCOUNT_PASSWORD_MIN_SCORE = 2;

/**
 * The WordPress actions (`@wordpress/hooks`) WooCommerce's checkout steps fire
 * with `{ storeCart }` each time the shopper changes the email (or another
 * contact field), the billing address or the shipping address, for analytics
 * and payment plugins (wc-blocks-api §7).
 *
 * @example
 * addAction( CHECKOUT_ADDRESS_ACTIONS.shipping, 'my-plugin', ( { storeCart } ) => track( storeCart ) );
 */
export const CHECKOUT_ADDRESS_ACTIONS = {
	email: 'experimental__woocommerce_blocks-checkout-set-email-address',
	billing: 'experimental__woocommerce_blocks-checkout-set-billing-address',
	shipping: 'experimental__woocommerce_blocks-checkout-set-shipping-address',
} as const;
