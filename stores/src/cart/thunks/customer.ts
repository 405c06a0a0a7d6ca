import { updateCartExtensions, updateCustomer } from '@cesta/api';
import type { CartResponse, UpdateCustomerRequest } from '@cesta/types';

import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';
import { hasDirtyCustomerData } from '../side-effects/dirty-data';
import { EXTENSIONS_ERROR_CODE } from '../constants';
import { beginCalculating } from './calculating';
import type { CartThunkArgs } from './types';

/**
 * Sends addresses to `POST /cart/update-customer`. While `editing` (the
 * default), the answer updates everything but the addresses, so what the
 * shopper types meanwhile is kept. When fields that decide the shipping
 * rates changed (state, country, postcode, city), the rates count as
 * loading and the checkout as calculating. Failures are recorded and rethrown.
 *
 * @example
 * await dispatch( cartStore ).updateCustomerData( { shipping_address: { postcode: '28014' } }, true, true );
 */
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
			const { response } = await updateCustomer( customerData );
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
 * Runs an extension's server callback (`POST /cart/extensions`) and takes
 * the returned cart. Unless `overwriteDirtyCustomerData` is true, addresses
 * the shopper typed and not yet pushed are kept. A
 * `woocommerce_rest_cart_extensions_error` is shown as a notice; every
 * failure is recorded and rethrown.
 *
 * @example
 * await dispatch( cartStore ).applyExtensionCartUpdate( { namespace: 'gift-wrap', data: { wrap: true } } );
 */
export const applyExtensionCartUpdate =
	( {
		namespace,
		data,
		overwriteDirtyCustomerData = false,
	}: {
		namespace: string;
		data: Record< string, unknown >;
		overwriteDirtyCustomerData?: boolean;
	} ) =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< CartResponse > => {
		try {
			const { response } = await updateCartExtensions( { namespace, data } );
			if ( overwriteDirtyCustomerData || ! hasDirtyCustomerData( registry ) ) {
				dispatch.receiveCart( response );
			} else {
				dispatch.receiveCartContents( response );
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
