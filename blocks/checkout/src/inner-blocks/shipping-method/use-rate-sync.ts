/** useRateSync: puts the rate a step shows as chosen into the cart, once the cart is idle. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';

import { cartStore } from '@cesta/data';

// A selection another one aborted is asked once more; never more, so a
// server that answers without selecting it cannot start a loop.
const RATE_SYNC_MAX_ATTEMPTS = 2;

/**
 * A rate the cart should have selected: the rate and its package (`null`
 * for a pickup, which applies to every package).
 *
 * @example
 * const target: RateSyncTarget = { rateId: 'flat_rate:1', packageId: 0 };
 */
export interface RateSyncTarget {
	rateId: string;
	packageId: number | string | null;
}

/**
 * Selects `target` in the cart (`selectShippingRate`) when the cart is idle:
 * no rate selection and no address update on their way. It is how a step
 * that shows a rate as chosen — the first one, as spec 2 §4 preselects it,
 * or the first of its kind after the shopper switched between delivery and
 * pickup — makes the cart and its totals agree. One selection at a time (a
 * newer one would abort it); a selection the server refused is not asked
 * again, one that was aborted (the shopper chose meanwhile) once more.
 *
 * @example
 * useRateSync( needsFirstRate ? { rateId: rates[ 0 ].rate_id, packageId: pack.package_id } : undefined );
 */
export function useRateSync( target: RateSyncTarget | undefined ): void {
	const { selectShippingRate } = useDispatch( cartStore );
	const idle = useSelect( ( select ) => {
		const cart = select( cartStore );
		return (
			! cart.isShippingRateBeingSelected() && ! cart.isAddressFieldsForShippingRatesUpdating()
		);
	}, [] );
	const [ busy, setBusy ] = useState( false );
	const attemptsRef = useRef( new Map< string, number >() );
	const rateId = target?.rateId;
	const packageId = target?.packageId;
	useEffect( () => {
		if ( rateId === undefined || packageId === undefined || ! idle || busy ) {
			return;
		}
		const key = `${ String( packageId ) }:${ rateId }`;
		const tried = attemptsRef.current.get( key ) ?? 0;
		if ( tried >= RATE_SYNC_MAX_ATTEMPTS ) {
			return;
		}
		attemptsRef.current.set( key, tried + 1 );
		setBusy( true );
		Promise.resolve( selectShippingRate( rateId, packageId ) )
			.catch( () => attemptsRef.current.set( key, RATE_SYNC_MAX_ATTEMPTS ) )
			.finally( () => setBusy( false ) );
	}, [ rateId, packageId, idle, busy, selectShippingRate ] );
}
