/** The validation store's ids of the contact and order fields' errors (spec 2 §3: prefixes contact_ and order_). */

/**
 * The validation error id of a contact field other than the email (whose
 * error is the billing address's, `billing_email`).
 *
 * @example
 * contactFieldErrorId( 'cesta-demo/newsletter' ); // 'contact_cesta-demo/newsletter'
 */
export const contactFieldErrorId = ( key: string ): string => `contact_${ key }`;

/**
 * The validation error id of an order-level additional field.
 *
 * @example
 * orderFieldErrorId( 'cesta-demo/gift-note' ); // 'order_cesta-demo/gift-note'
 */
export const orderFieldErrorId = ( key: string ): string => `order_${ key }`;
