/** Types of the checkout store: statuses, address types, additional fields, extension data, its state. */

import type { STATUS } from './constants';

/**
 * One of the checkout statuses.
 *
 * @example
 * const status: CheckoutStatus = 'before_processing';
 */
export type CheckoutStatus = ( typeof STATUS )[ keyof typeof STATUS ];

/**
 * Which address an address-level setting is for.
 *
 * @example
 * const type: AddressType = 'billing';
 */
export type AddressType = 'billing' | 'shipping';

/**
 * Values of additional (order-level and contact) checkout fields by field id.
 *
 * @example
 * const fields: AdditionalValues = { 'namespace/newsletter': true };
 */
export type AdditionalValues = Record< string, string | boolean >;

/**
 * Data extensions attach to the order, by namespace; sent as `extensions`.
 *
 * @example
 * const data: ExtensionData = { 'my-plugin': { giftWrap: true } };
 */
export type ExtensionData = Record< string, Record< string, unknown > >;

/**
 * The checkout store's state (spec 2 §3, checkout state).
 *
 * @example
 * const state: CheckoutState = getDefaultCheckoutState();
 */
export interface CheckoutState {
	status: CheckoutStatus;
	hasError: boolean;
	/** Pending calculations; the checkout is busy while above 0. Never below 0. */
	calculatingCount: number;
	redirectUrl: string;
	orderId: number;
	/** From the `User-ID` response header; 0 for guests. */
	customerId: number;
	orderNotes: string;
	customerPassword: string;
	shouldCreateAccount: boolean;
	useShippingAsBilling: boolean;
	/** `undefined` until the shopper chooses; then derived from the selected rate. */
	prefersCollection: boolean | undefined;
	additionalFields: AdditionalValues;
	extensionData: ExtensionData;
	editingBillingAddress: boolean;
	editingShippingAddress: boolean;
	availableAutocompleteProviders: string[];
	activeAutocompleteProvider: Record< AddressType, string >;
}
