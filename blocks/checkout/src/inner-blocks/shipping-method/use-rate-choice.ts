/** useRateChoice: the shopper's rate choices, shown at once while the cart selects them. */

import { useCallback, useRef, useState } from '@wordpress/element';

import { noticeContexts, useShippingData } from '@cesta/data';

/**
 * What {@link useRateChoice} gives: the choices on their way and the way to
 * make one.
 *
 * @example
 * const { pendingRateIdOf, choose }: RateChoice = useRateChoice();
 */
export interface RateChoice {
	/** The rate chosen for `packageId` (`null`: every package) and not yet answered. */
	pendingRateIdOf: ( packageId: number | string | null ) => string | undefined;
	/** Selects `rateId` for `packageId` (`null`: every package, as a pickup does). */
	choose: ( rateId: string, packageId: number | string | null ) => void;
}

/**
 * The shopper's choice of a rate: sent to the cart store's
 * `selectShippingRate` at once (never batched; a newer choice aborts the
 * pending one), and shown as chosen meanwhile, so the radio button follows
 * the click or the arrow key without waiting for the server. When the
 * server's answer (or refusal) arrives, the cart's selection shows again; a
 * refusal's message shows in the shipping options' notices.
 *
 * @example
 * const { pendingRateIdOf, choose } = useRateChoice();
 * const checked = pendingRateIdOf( pack.package_id ) ?? selectedRateId;
 * <RadioControl selected={ checked } onChange={ ( rateId ) => choose( rateId, pack.package_id ) } … />
 */
export function useRateChoice(): RateChoice {
	// A refused choice is said in the shipping options step.
	const { selectShippingRate } = useShippingData( noticeContexts.SHIPPING_METHODS );
	const [ pending, setPending ] = useState< Record< string, string > >( {} );
	const latestRef = useRef( 0 );
	const choose = useCallback(
		( rateId: string, packageId: number | string | null ) => {
			const call = ++latestRef.current;
			setPending( ( current ) => ( { ...current, [ String( packageId ) ]: rateId } ) );
			void selectShippingRate( rateId, packageId ).finally( () => {
				// Only the newest choice's answer says what the cart selected.
				if ( call === latestRef.current ) {
					setPending( {} );
				}
			} );
		},
		[ selectShippingRate ]
	);
	const pendingRateIdOf = useCallback(
		( packageId: number | string | null ) => pending[ String( packageId ) ],
		[ pending ]
	);
	return { pendingRateIdOf, choose };
}
