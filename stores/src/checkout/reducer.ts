/** The checkout store's reducer: the status machine of spec 2 §4 and the order's data. */

import * as types from './action-types';
import type { CheckoutAction } from './actions';
import { STATUS } from './constants';
import { getDefaultCheckoutState } from './default-state';
import type { CheckoutState } from './types';

/** Returns `state` itself when `key` already holds `value`, so nothing re-renders. */
const set = < K extends keyof CheckoutState >(
	state: CheckoutState,
	key: K,
	value: CheckoutState[ K ]
): CheckoutState => ( state[ key ] === value ? state : { ...state, [ key ]: value } );

const isBusy = ( status: CheckoutState[ 'status' ] ) =>
	status === STATUS.PROCESSING || status === STATUS.BEFORE_PROCESSING;

/**
 * The checkout reducer: the status machine of spec 2 §4 and the checkout data.
 *
 * - starting processing or before-processing clears the error flag;
 * - setting the error flag while processing or before-processing returns to idle;
 * - the calculating counter never goes below 0.
 *
 * @example
 * reducer( state, __internalSetHasError( true ) ).status; // 'idle' when state was processing
 */
export function reducer(
	state: CheckoutState = getDefaultCheckoutState(),
	action: CheckoutAction
): CheckoutState {
	switch ( action.type ) {
		case types.SET_IDLE:
			return set( state, 'status', STATUS.IDLE );
		case types.SET_BEFORE_PROCESSING:
			return set( set( state, 'status', STATUS.BEFORE_PROCESSING ), 'hasError', false );
		case types.SET_PROCESSING:
			return set( set( state, 'status', STATUS.PROCESSING ), 'hasError', false );
		case types.SET_AFTER_PROCESSING:
			return set( state, 'status', STATUS.AFTER_PROCESSING );
		case types.SET_COMPLETE: {
			const completed = set( state, 'status', STATUS.COMPLETE );
			return typeof action.data?.redirectUrl === 'string'
				? set( completed, 'redirectUrl', action.data.redirectUrl )
				: completed;
		}
		case types.SET_REDIRECT_URL:
			return set( state, 'redirectUrl', action.redirectUrl );
		case types.SET_HAS_ERROR: {
			const flagged = set( state, 'hasError', action.hasError );
			return action.hasError && isBusy( state.status )
				? set( flagged, 'status', STATUS.IDLE )
				: flagged;
		}
		case types.INCREMENT_CALCULATING:
			return set( state, 'calculatingCount', state.calculatingCount + 1 );
		case types.DECREMENT_CALCULATING:
			return set( state, 'calculatingCount', Math.max( 0, state.calculatingCount - 1 ) );
		case types.SET_CUSTOMER_ID:
			return set( state, 'customerId', action.customerId );
		case types.SET_ORDER_ID:
			return set( state, 'orderId', action.orderId );
		case types.SET_CUSTOMER_PASSWORD:
			return set( state, 'customerPassword', action.customerPassword );
		case types.SET_USE_SHIPPING_AS_BILLING:
			return set( state, 'useShippingAsBilling', action.useShippingAsBilling );
		case types.SET_SHOULD_CREATE_ACCOUNT:
			return set( state, 'shouldCreateAccount', action.shouldCreateAccount );
		case types.SET_ORDER_NOTES:
			return set( state, 'orderNotes', action.orderNotes );
		case types.SET_EXTENSION_DATA: {
			const current = state.extensionData[ action.namespace ] ?? {};
			const next = action.replace
				? { ...action.extensionData }
				: { ...current, ...action.extensionData };
			return set( state, 'extensionData', {
				...state.extensionData,
				[ action.namespace ]: next,
			} );
		}
		case types.SET_PREFERS_COLLECTION:
			return set( state, 'prefersCollection', action.prefersCollection );
		case types.SET_ADDITIONAL_FIELDS: {
			const changed = Object.entries( action.additionalFields ).some(
				( [ key, value ] ) => state.additionalFields[ key ] !== value
			);
			return changed
				? set( state, 'additionalFields', {
						...state.additionalFields,
						...action.additionalFields,
					} )
				: state;
		}
		case types.SET_EDITING_BILLING_ADDRESS:
			return set( state, 'editingBillingAddress', action.isEditing );
		case types.SET_EDITING_SHIPPING_ADDRESS:
			return set( state, 'editingShippingAddress', action.isEditing );
		case types.ADD_AUTOCOMPLETE_PROVIDER:
			return state.availableAutocompleteProviders.includes( action.providerId )
				? state
				: set( state, 'availableAutocompleteProviders', [
						...state.availableAutocompleteProviders,
						action.providerId,
					] );
		case types.SET_ACTIVE_AUTOCOMPLETE_PROVIDER:
			return state.activeAutocompleteProvider[ action.addressType ] === action.providerId
				? state
				: set( state, 'activeAutocompleteProvider', {
						...state.activeAutocompleteProvider,
						[ action.addressType ]: action.providerId,
					} );
		default:
			return state;
	}
}
