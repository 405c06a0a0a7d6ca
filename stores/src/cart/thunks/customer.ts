/** The cart thunks that push the customer's addresses and extensions' cart updates, loaded on first use. */

import { updateCartExtensions, updateCustomer } from '@cesta/api';
import type { CartResponse, UpdateCustomerRequest } from '@cesta/types';

import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';
import { EXTENSIONS_ERROR_CODE } from '../constants';
import { beginCalculating } from './calculating';
import { sendCartRequest } from './cart-requests';
import { receiveCartOverwritingAddresses } from './receive';
import type { CartThunkArgs } from './types';

/** `updateCustomerData`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const updateCustomerData =
	(
		customerData: UpdateCustomerRequest,
		editing = true,
		haveAddressFieldsForShippingRatesChanged = false
	) =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< CartResponse > => {
		dispatch.updatingCustomerData( true );
		const end = haveAddressFieldsForShippingRatesChanged
			? beginCalculating( registry )
			: () => undefined;
		if ( haveAddressFieldsForShippingRatesChanged ) {
			dispatch.updatingAddressFieldsForShippingRates( true );
		}
		try {
			const { response } = await sendCartRequest(
				registry,
				() => updateCustomer( customerData ),
				{ writesAddresses: true }
			);
			if ( editing ) {
				dispatch.receiveCartContents( response );
			} else {
				dispatch.receiveCart( response );
			}
			return response;
		} catch ( error ) {
			dispatch.receiveError( error );
			throw error;
		} finally {
			end();
			dispatch.updatingCustomerData( false );
			if ( haveAddressFieldsForShippingRatesChanged ) {
				dispatch.updatingAddressFieldsForShippingRates( false );
			}
		}
	};

/**
 * What an extension sends to `POST /cart/extensions`: its namespace, its
 * data, and whether the answer may replace addresses the shopper is typing.
 *
 * @example
 * const update: ExtensionCartUpdate = { namespace: 'gift-wrap', data: { enabled: true } };
 */
export interface ExtensionCartUpdate {
	namespace: string;
	data: Record< string, unknown >;
	overwriteDirtyCustomerData?: boolean;
}

/** `applyExtensionCartUpdate`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const applyExtensionCartUpdate =
	( { namespace, data, overwriteDirtyCustomerData = false }: ExtensionCartUpdate ) =>
	async ( thunkArgs: CartThunkArgs ): Promise< CartResponse > => {
		const { dispatch, registry } = thunkArgs;
		try {
			const { response } = await sendCartRequest( registry, () =>
				updateCartExtensions( { namespace, data } )
			);
			if ( overwriteDirtyCustomerData ) {
				receiveCartOverwritingAddresses( response )( thunkArgs );
			} else {
				// Keeps the fields the shopper typed and the server has not confirmed.
				dispatch.receiveCart( response );
			}
			return response;
		} catch ( error ) {
			if ( ( error as { code?: string } )?.code === EXTENSIONS_ERROR_CODE ) {
				registry.dispatch( STORE_NOTICES_STORE_KEY ).processErrorResponse( error );
			}
			dispatch.receiveError( error );
			throw error;
		}
	};
