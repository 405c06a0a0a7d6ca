/** The checkout store's selectors: status, error and calculating flags, the order's data, pickup preference. */

import { createRegistrySelector } from '@wordpress/data';
import { getSelectedShippingRate } from '@cesta/registry';
import { getSetting } from '@cesta/settings';
import type { ShippingPackage } from '@cesta/types';

import { STORE_KEY as CART_STORE_KEY } from '../cart/constants';
import { STATUS } from './constants';
import type { AddressType, CheckoutState } from './types';

/**
 * The current status.
 *
 * @example
 * select( checkoutStore ).getCheckoutStatus(); // 'idle'
 */
export const getCheckoutStatus = ( state: CheckoutState ) => state.status;

/**
 * Whether the checkout is idle: no submit in progress.
 *
 * @example
 * select( checkoutStore ).isIdle();
 */
export const isIdle = ( state: CheckoutState ) => state.status === STATUS.IDLE;

/**
 * Whether a submit started and the validation observers are running.
 *
 * @example
 * select( checkoutStore ).isBeforeProcessing();
 */
export const isBeforeProcessing = ( state: CheckoutState ) =>
	state.status === STATUS.BEFORE_PROCESSING;

/**
 * Whether validation passed and the order is being placed.
 *
 * @example
 * select( checkoutStore ).isProcessing();
 */
export const isProcessing = ( state: CheckoutState ) => state.status === STATUS.PROCESSING;

/**
 * Whether the order response arrived and the success or fail observers are running.
 *
 * @example
 * select( checkoutStore ).isAfterProcessing();
 */
export const isAfterProcessing = ( state: CheckoutState ) =>
	state.status === STATUS.AFTER_PROCESSING;

/**
 * Whether the checkout is complete: the shopper is sent to the redirect URL.
 *
 * @example
 * select( checkoutStore ).isComplete();
 */
export const isComplete = ( state: CheckoutState ) => state.status === STATUS.COMPLETE;

/**
 * Whether a calculation is in progress (the counter is above 0): the
 * checkout is busy and the place-order button disabled.
 *
 * @example
 * select( checkoutStore ).isCalculating();
 */
export const isCalculating = ( state: CheckoutState ) => state.calculatingCount > 0;

/**
 * Whether the error flag is set: the last submit or order failed.
 *
 * @example
 * select( checkoutStore ).hasError();
 */
export const hasError = ( state: CheckoutState ) => state.hasError;

/**
 * Whether a draft order exists.
 *
 * @example
 * select( checkoutStore ).hasOrder();
 */
export const hasOrder = ( state: CheckoutState ) => state.orderId > 0;

/**
 * The draft order's id, 0 when there is none.
 *
 * @example
 * select( checkoutStore ).getOrderId();
 */
export const getOrderId = ( state: CheckoutState ) => state.orderId;

/**
 * The shopper's order notes.
 *
 * @example
 * select( checkoutStore ).getOrderNotes();
 */
export const getOrderNotes = ( state: CheckoutState ) => state.orderNotes;

/**
 * Where the shopper goes once the checkout is complete.
 *
 * @example
 * select( checkoutStore ).getRedirectUrl();
 */
export const getRedirectUrl = ( state: CheckoutState ) => state.redirectUrl;

/**
 * The customer id, from the `User-ID` response header (0 for guests).
 *
 * @example
 * select( checkoutStore ).getCustomerId(); // 0 for guests
 */
export const getCustomerId = ( state: CheckoutState ) => state.customerId;

/**
 * The password for the account to create.
 *
 * @example
 * select( checkoutStore ).getCustomerPassword();
 */
export const getCustomerPassword = ( state: CheckoutState ) => state.customerPassword;

/**
 * Values of the additional checkout fields, by field id.
 *
 * @example
 * select( checkoutStore ).getAdditionalFields();
 */
export const getAdditionalFields = ( state: CheckoutState ) => state.additionalFields;

/**
 * Data extensions attach to the order, by namespace (sent as `extensions`).
 *
 * @example
 * select( checkoutStore ).getExtensionData()[ 'my-plugin' ];
 */
export const getExtensionData = ( state: CheckoutState ) => state.extensionData;

/**
 * Whether to create an account with the order.
 *
 * @example
 * select( checkoutStore ).getShouldCreateAccount();
 */
export const getShouldCreateAccount = ( state: CheckoutState ) => state.shouldCreateAccount;

/**
 * Whether the billing address is the shipping address.
 *
 * @example
 * select( checkoutStore ).getUseShippingAsBilling();
 */
export const getUseShippingAsBilling = ( state: CheckoutState ) => state.useShippingAsBilling;

/**
 * Whether the billing address form is open.
 *
 * @example
 * select( checkoutStore ).getEditingBillingAddress();
 */
export const getEditingBillingAddress = ( state: CheckoutState ) => state.editingBillingAddress;

/**
 * Whether the shipping address form is open.
 *
 * @example
 * select( checkoutStore ).getEditingShippingAddress();
 */
export const getEditingShippingAddress = ( state: CheckoutState ) => state.editingShippingAddress;

/**
 * Ids of the address-autocomplete providers recorded as available.
 *
 * @example
 * select( checkoutStore ).getRegisteredAutocompleteProviders();
 */
export const getRegisteredAutocompleteProviders = ( state: CheckoutState ) =>
	state.availableAutocompleteProviders;

/**
 * The autocomplete provider active for the billing or the shipping address, `''` when none.
 *
 * @example
 * select( checkoutStore ).getActiveAutocompleteProvider( 'shipping' );
 */
export const getActiveAutocompleteProvider = ( state: CheckoutState, addressType: AddressType ) =>
	state.activeAutocompleteProvider[ addressType ] ?? '';

/**
 * Whether the shopper prefers local pickup. Until they choose, it follows the
 * selected rate of the first package: a collectable method means pickup.
 *
 * @example
 * select( checkoutStore ).prefersCollection();
 */
export const prefersCollection = createRegistrySelector(
	( select ) =>
		( state: CheckoutState ): boolean => {
			if ( state.prefersCollection !== undefined ) {
				return state.prefersCollection;
			}
			const packages = select( CART_STORE_KEY ).getShippingRates() as ShippingPackage[];
			const selected = packages?.[ 0 ] && getSelectedShippingRate( packages[ 0 ] );
			const collectable = getSetting< string[] >( 'collectableMethodIds', [] );
			return (
				!! selected &&
				Array.isArray( collectable ) &&
				collectable.includes( selected.method_id )
			);
		}
);
