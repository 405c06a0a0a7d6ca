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

/** @example select( checkoutStore ).isIdle(); */
export const isIdle = ( state: CheckoutState ) => state.status === STATUS.IDLE;

/** @example select( checkoutStore ).isBeforeProcessing(); */
export const isBeforeProcessing = ( state: CheckoutState ) =>
	state.status === STATUS.BEFORE_PROCESSING;

/** @example select( checkoutStore ).isProcessing(); */
export const isProcessing = ( state: CheckoutState ) => state.status === STATUS.PROCESSING;

/** @example select( checkoutStore ).isAfterProcessing(); */
export const isAfterProcessing = ( state: CheckoutState ) =>
	state.status === STATUS.AFTER_PROCESSING;

/** @example select( checkoutStore ).isComplete(); */
export const isComplete = ( state: CheckoutState ) => state.status === STATUS.COMPLETE;

/**
 * Whether a calculation is in progress (the counter is above 0): the
 * checkout is busy and the place-order button disabled.
 *
 * @example
 * select( checkoutStore ).isCalculating();
 */
export const isCalculating = ( state: CheckoutState ) => state.calculatingCount > 0;

/** @example select( checkoutStore ).hasError(); */
export const hasError = ( state: CheckoutState ) => state.hasError;

/**
 * Whether a draft order exists.
 *
 * @example
 * select( checkoutStore ).hasOrder();
 */
export const hasOrder = ( state: CheckoutState ) => state.orderId > 0;

/** @example select( checkoutStore ).getOrderId(); */
export const getOrderId = ( state: CheckoutState ) => state.orderId;

/** @example select( checkoutStore ).getOrderNotes(); */
export const getOrderNotes = ( state: CheckoutState ) => state.orderNotes;

/** @example select( checkoutStore ).getRedirectUrl(); */
export const getRedirectUrl = ( state: CheckoutState ) => state.redirectUrl;

/** @example select( checkoutStore ).getCustomerId(); // 0 for guests */
export const getCustomerId = ( state: CheckoutState ) => state.customerId;

/** @example select( checkoutStore ).getCustomerPassword(); */
export const getCustomerPassword = ( state: CheckoutState ) => state.customerPassword;

/** @example select( checkoutStore ).getAdditionalFields(); */
export const getAdditionalFields = ( state: CheckoutState ) => state.additionalFields;

/** @example select( checkoutStore ).getExtensionData()[ 'my-plugin' ]; */
export const getExtensionData = ( state: CheckoutState ) => state.extensionData;

/** @example select( checkoutStore ).getShouldCreateAccount(); */
export const getShouldCreateAccount = ( state: CheckoutState ) => state.shouldCreateAccount;

/** @example select( checkoutStore ).getUseShippingAsBilling(); */
export const getUseShippingAsBilling = ( state: CheckoutState ) => state.useShippingAsBilling;

/** @example select( checkoutStore ).getEditingBillingAddress(); */
export const getEditingBillingAddress = ( state: CheckoutState ) => state.editingBillingAddress;

/** @example select( checkoutStore ).getEditingShippingAddress(); */
export const getEditingShippingAddress = ( state: CheckoutState ) => state.editingShippingAddress;

/** @example select( checkoutStore ).getRegisteredAutocompleteProviders(); */
export const getRegisteredAutocompleteProviders = ( state: CheckoutState ) =>
	state.availableAutocompleteProviders;

/** @example select( checkoutStore ).getActiveAutocompleteProvider( 'shipping' ); */
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
