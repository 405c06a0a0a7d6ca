/** Types shared by the checkout's contact and address steps. */

/**
 * Which address a step edits.
 *
 * @example
 * const type: CheckoutAddressType = 'shipping';
 */
export type CheckoutAddressType = 'billing' | 'shipping';
