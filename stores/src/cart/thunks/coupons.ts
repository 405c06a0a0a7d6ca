/** The cart thunks that apply and remove coupons, loaded on first use. */

import { applyCartCoupon, removeCartCoupon } from '@cesta/api';

import { createRegistryState } from '../../utils/registry-state';
import { sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

/**
 * Per code (lower-cased: the server's codes are case-insensitive), the
 * newest action on it: it settles once that action's request has ended.
 */
const couponActions = createRegistryState( () => new Map< string, Promise< void > >() );

/** The cart actions that mark a coupon code as pending while its request runs. */
type CouponPendingAction = 'receiveApplyingCoupon' | 'receiveRemovingCoupon';

/**
 * A coupon thunk: marks the code pending, sends it with `send` and takes the
 * returned cart; resolves `true` on success, or records the failure and
 * resolves `false`. The code stops being pending either way.
 *
 * Actions on one code are sent one at a time: an action waits until the
 * request of the one before it on that code has ended. Sent at once, an
 * application and a removal in two batches could be processed in the other
 * order (a removal refused, then the coupon applied: the server kept the
 * coupon the shopper removed).
 *
 * @param send        The Store API call (`applyCartCoupon` or `removeCartCoupon`).
 * @param markPending The action that marks the code pending (`''` clears it).
 */
const couponThunk =
	( send: typeof applyCartCoupon, markPending: CouponPendingAction ) =>
	( couponCode: string ) =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< boolean > => {
		const actions = couponActions( registry );
		const code = couponCode.toLowerCase();
		const before = actions.get( code );
		let ended: () => void = () => undefined;
		const action = new Promise< void >( ( resolve ) => {
			ended = resolve;
		} );
		actions.set( code, action );
		dispatch[ markPending ]( couponCode );
		try {
			if ( before ) {
				await before;
				// The action before it cleared the mark when it ended.
				dispatch[ markPending ]( couponCode );
			}
			const { response } = await sendCartRequest( registry, () =>
				send( { code: couponCode } )
			);
			dispatch.receiveCart( response );
			return true;
		} catch ( error ) {
			dispatch.receiveError( error );
			return false;
		} finally {
			dispatch[ markPending ]( '' );
			ended();
			if ( actions.get( code ) === action ) {
				actions.delete( code );
			}
		}
	};

/** `applyCoupon`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const applyCoupon = couponThunk( applyCartCoupon, 'receiveApplyingCoupon' );

/** `removeCoupon`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const removeCoupon = couponThunk( removeCartCoupon, 'receiveRemovingCoupon' );
