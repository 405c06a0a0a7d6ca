/** The cart thunks that apply and remove coupons, loaded on first use. */

import { applyCartCoupon, removeCartCoupon } from '@cesta/api';

import { sendCartRequest } from './cart-requests';
import type { CartThunkArgs } from './types';

/** The cart actions that mark a coupon code as pending while its request runs. */
type CouponPendingAction = 'receiveApplyingCoupon' | 'receiveRemovingCoupon';

/**
 * A coupon thunk: marks the code pending, sends it with `send` and takes the
 * returned cart; resolves `true` on success, or records the failure and
 * resolves `false`. The code stops being pending either way.
 *
 * @param send        The Store API call (`applyCartCoupon` or `removeCartCoupon`).
 * @param markPending The action that marks the code pending (`''` clears it).
 */
const couponThunk =
	( send: typeof applyCartCoupon, markPending: CouponPendingAction ) =>
	( couponCode: string ) =>
	async ( { dispatch, registry }: CartThunkArgs ): Promise< boolean > => {
		dispatch[ markPending ]( couponCode );
		try {
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
		}
	};

/** `applyCoupon`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const applyCoupon = couponThunk( applyCartCoupon, 'receiveApplyingCoupon' );

/** `removeCoupon`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const removeCoupon = couponThunk( removeCartCoupon, 'receiveRemovingCoupon' );
