/** The shipping data hook (WooCommerce's `shippingData`): rates, selections, loading, pickup, selection. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { CLIENT_ERROR_CODES } from '@cesta/api';
import { deriveSelectedShippingRates } from '@cesta/registry';
import { getSetting } from '@cesta/settings';
import type { ShippingPackage } from '@cesta/types';

import { cartStore } from '../cart';
import { noticeContexts } from '../events/constants';
import { storeNoticesStore } from '../store-notices';

/**
 * Shipping data for the shipping step and payment methods (WooCommerce's
 * `shippingData` shape).
 *
 * @example
 * const { shippingRates, selectedRates, selectShippingRate } = useShippingData();
 */
export interface ShippingData {
	shippingRates: ShippingPackage[];
	/** Rates are being recalculated after an address change. */
	shippingRatesLoading: boolean;
	/** Package id → selected rate id. */
	selectedRates: Record< string, string >;
	isSelectingRate: boolean;
	needsShipping: boolean;
	hasCalculatedShipping: boolean;
	/** Every package offers a local pickup rate. */
	isCollectable: boolean;
	selectShippingRate: ( rateId: string, packageId?: number | string | null ) => Promise< void >;
}

/**
 * The cart's shipping packages and rate selection. A selection the server
 * refuses or never answers is shown as an error notice in `errorContext`
 * (spec 2 §8 "Other API errors"; WooCommerce's `processErrorResponse`), and
 * the cart's selection shows again; a choice superseded by a newer one
 * (aborted) shows nothing.
 *
 * @example
 * const { selectedRates, selectShippingRate } = useShippingData();
 * selectShippingRate( 'free_shipping:2', 0 );
 */
export function useShippingData( errorContext: string = noticeContexts.CART ): ShippingData {
	const state = useSelect( ( select ) => {
		const cart = select( cartStore );
		return {
			shippingRates: cart.getShippingRates(),
			shippingRatesLoading: cart.isAddressFieldsForShippingRatesUpdating(),
			isSelectingRate: cart.isShippingRateBeingSelected(),
			needsShipping: cart.getNeedsShipping(),
			hasCalculatedShipping: cart.getHasCalculatedShipping(),
		};
	}, [] );
	const { selectShippingRate: select } = useDispatch( cartStore );
	const { processErrorResponse } = useDispatch( storeNoticesStore );
	const selectedRates = useMemo(
		() => deriveSelectedShippingRates( state.shippingRates ),
		[ state.shippingRates ]
	);
	const isCollectable = useMemo( () => {
		const collectable = getSetting< string[] >( 'collectableMethodIds', [] );
		return (
			state.shippingRates.length > 0 &&
			state.shippingRates.every( ( pkg ) =>
				pkg.shipping_rates.some( ( rate ) => collectable.includes( rate.method_id ) )
			)
		);
	}, [ state.shippingRates ] );
	const selectShippingRate = useCallback(
		( rateId: string, packageId: number | string | null = null ) =>
			select( rateId, packageId ).catch( ( error: unknown ) => {
				if ( ( error as { code?: unknown } )?.code !== CLIENT_ERROR_CODES.abort ) {
					void processErrorResponse( error, errorContext );
				}
			} ),
		[ select, processErrorResponse, errorContext ]
	);
	return { ...state, selectedRates, isCollectable, selectShippingRate };
}
