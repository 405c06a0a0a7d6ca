/** The checkout store's plain actions: status changes, the calculating counter, the order's data. */

import { errors } from '../messages';
import { isRecord } from '../utils/is-record';
import * as types from './action-types';
import type { AddressType, AdditionalValues } from './types';

/**
 * Status → idle.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetIdle();
 */
export const __internalSetIdle = () => ( { type: types.SET_IDLE } ) as const;

/**
 * Status → before processing (a submit started); clears the error flag.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetBeforeProcessing();
 */
export const __internalSetBeforeProcessing = () =>
	( { type: types.SET_BEFORE_PROCESSING } ) as const;

/**
 * Status → processing (validation passed); clears the error flag.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetProcessing();
 */
export const __internalSetProcessing = () => ( { type: types.SET_PROCESSING } ) as const;

/**
 * Status → after processing (the order response arrived).
 *
 * @example
 * dispatch( checkoutStore ).__internalSetAfterProcessing();
 */
export const __internalSetAfterProcessing = () => ( { type: types.SET_AFTER_PROCESSING } ) as const;

/**
 * Status → complete; a `redirectUrl` string in `data` replaces the stored one.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetComplete( { redirectUrl: '/pedido-recibido/42/' } );
 */
export const __internalSetComplete = ( data: { redirectUrl?: unknown } = {} ) =>
	( { type: types.SET_COMPLETE, data } ) as const;

/**
 * Where to send the shopper once complete.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetRedirectUrl( '/pedido-recibido/42/' );
 */
export const __internalSetRedirectUrl = ( redirectUrl: string ) =>
	( { type: types.SET_REDIRECT_URL, redirectUrl } ) as const;

/**
 * Sets or clears the error flag; setting it while (before) processing returns to idle.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetHasError( true );
 */
export const __internalSetHasError = ( hasError = true ) =>
	( { type: types.SET_HAS_ERROR, hasError } ) as const;

/**
 * One more calculation in progress.
 *
 * @example
 * dispatch( checkoutStore ).__internalIncrementCalculating();
 */
export const __internalIncrementCalculating = () =>
	( { type: types.INCREMENT_CALCULATING } ) as const;

/**
 * One calculation finished (the counter never goes below 0).
 *
 * @example
 * dispatch( checkoutStore ).__internalDecrementCalculating();
 */
export const __internalDecrementCalculating = () =>
	( { type: types.DECREMENT_CALCULATING } ) as const;

/**
 * The customer id, from the `User-ID` response header (0 for guests).
 *
 * @example
 * dispatch( checkoutStore ).__internalSetCustomerId( 7 );
 */
export const __internalSetCustomerId = ( customerId: number ) =>
	( { type: types.SET_CUSTOMER_ID, customerId } ) as const;

/**
 * The draft order's id, from a checkout response.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetOrderId( 42 );
 */
export const __internalSetOrderId = ( orderId: number ) =>
	( { type: types.SET_ORDER_ID, orderId } ) as const;

/**
 * The password for the account to create.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetCustomerPassword( 'c0rrect-h0rse' );
 */
export const __internalSetCustomerPassword = ( customerPassword: string ) =>
	( { type: types.SET_CUSTOMER_PASSWORD, customerPassword } ) as const;

/**
 * Whether the billing address is the shipping address.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetUseShippingAsBilling( false );
 */
export const __internalSetUseShippingAsBilling = ( useShippingAsBilling: boolean ) =>
	( { type: types.SET_USE_SHIPPING_AS_BILLING, useShippingAsBilling } ) as const;

/**
 * Whether to create an account with the order.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetShouldCreateAccount( true );
 */
export const __internalSetShouldCreateAccount = ( shouldCreateAccount: boolean ) =>
	( { type: types.SET_SHOULD_CREATE_ACCOUNT, shouldCreateAccount } ) as const;

/**
 * The shopper's order notes.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetOrderNotes( 'Llamar antes de entregar' );
 */
export const __internalSetOrderNotes = ( orderNotes: string ) =>
	( { type: types.SET_ORDER_NOTES, orderNotes } ) as const;

/**
 * Merges `data` into an extension's namespace (or replaces it with `replace`).
 * Throws a `TypeError` for a missing namespace or non-object data.
 *
 * @example
 * dispatch( checkoutStore ).__internalSetExtensionData( 'my-plugin', { giftWrap: true } );
 */
export const __internalSetExtensionData = (
	namespace: string,
	extensionData: Record< string, unknown >,
	replace = false
) => {
	if ( typeof namespace !== 'string' || ! namespace ) {
		throw new TypeError( errors.extensionNamespaceNotString() );
	}
	if ( ! isRecord( extensionData ) ) {
		throw new TypeError( errors.extensionDataNotObject( namespace ) );
	}
	return { type: types.SET_EXTENSION_DATA, namespace, extensionData, replace } as const;
};

/**
 * Whether the shopper prefers local pickup.
 *
 * @example
 * dispatch( checkoutStore ).setPrefersCollection( true );
 */
export const setPrefersCollection = ( prefersCollection: boolean ) =>
	( { type: types.SET_PREFERS_COLLECTION, prefersCollection } ) as const;

/**
 * Merges values of additional checkout fields. Throws a `TypeError` for
 * anything but an object of strings and booleans.
 *
 * @example
 * dispatch( checkoutStore ).setAdditionalFields( { 'namespace/vat-number': 'ESB12345678' } );
 */
export const setAdditionalFields = ( additionalFields: AdditionalValues ) => {
	if (
		! isRecord( additionalFields ) ||
		! Object.values( additionalFields ).every(
			( value ) => typeof value === 'string' || typeof value === 'boolean'
		)
	) {
		throw new TypeError( errors.additionalFieldsNotObject() );
	}
	return { type: types.SET_ADDITIONAL_FIELDS, additionalFields } as const;
};

/**
 * Whether the billing address form is open.
 *
 * @example
 * dispatch( checkoutStore ).setEditingBillingAddress( true );
 */
export const setEditingBillingAddress = ( isEditing: boolean ) =>
	( { type: types.SET_EDITING_BILLING_ADDRESS, isEditing } ) as const;

/**
 * Whether the shipping address form is open.
 *
 * @example
 * dispatch( checkoutStore ).setEditingShippingAddress( true );
 */
export const setEditingShippingAddress = ( isEditing: boolean ) =>
	( { type: types.SET_EDITING_SHIPPING_ADDRESS, isEditing } ) as const;

/**
 * Records an address-autocomplete provider as available.
 *
 * @example
 * dispatch( checkoutStore ).addAddressAutocompleteProvider( 'my-places' );
 */
export const addAddressAutocompleteProvider = ( providerId: string ) =>
	( { type: types.ADD_AUTOCOMPLETE_PROVIDER, providerId } ) as const;

/**
 * Makes a provider the active one for the billing or the shipping address.
 *
 * @example
 * dispatch( checkoutStore ).setActiveAddressAutocompleteProvider( 'my-places', 'shipping' );
 */
export const setActiveAddressAutocompleteProvider = (
	providerId: string,
	addressType: AddressType
) => {
	if ( addressType !== 'billing' && addressType !== 'shipping' ) {
		throw new TypeError( errors.autocompleteAddressTypeInvalid( String( addressType ) ) );
	}
	return { type: types.SET_ACTIVE_AUTOCOMPLETE_PROVIDER, providerId, addressType } as const;
};

/** Every action the checkout reducer handles. */
export type CheckoutAction = ReturnType<
	| typeof __internalSetIdle
	| typeof __internalSetBeforeProcessing
	| typeof __internalSetProcessing
	| typeof __internalSetAfterProcessing
	| typeof __internalSetComplete
	| typeof __internalSetRedirectUrl
	| typeof __internalSetHasError
	| typeof __internalIncrementCalculating
	| typeof __internalDecrementCalculating
	| typeof __internalSetCustomerId
	| typeof __internalSetOrderId
	| typeof __internalSetCustomerPassword
	| typeof __internalSetUseShippingAsBilling
	| typeof __internalSetShouldCreateAccount
	| typeof __internalSetOrderNotes
	| typeof __internalSetExtensionData
	| typeof setPrefersCollection
	| typeof setAdditionalFields
	| typeof setEditingBillingAddress
	| typeof setEditingShippingAddress
	| typeof addAddressAutocompleteProvider
	| typeof setActiveAddressAutocompleteProvider
>;
