/** The cart thunks that apply and remove coupons, loaded on first use. */

import { applyCartCoupon, removeCartCoupon } from '@cesta/api';

import type { CartThunkArgs } from './types';

/** `applyCoupon`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const applyCoupon =
	( couponCode: string ) =>
	async ( { dispatch }: CartThunkArgs ): Promise< boolean > => {
		dispatch.receiveApplyingCoupon( couponCode );
		try {
			const { response } = await applyCartCoupon( { code: couponCode } );
			dispatch.receiveCart( response );
			return true;
		} catch ( error ) {
			dispatch.receiveError( error );
			return false;
		} finally {
			dispatch.receiveApplyingCoupon( '' );
		}
	};

/** `removeCoupon`: documented on its public stand-in in `./index.ts`, which loads this module on first use. */
export const removeCoupon =
	( couponCode: string ) =>
	async ( { dispatch }: CartThunkArgs ): Promise< boolean > => {
		dispatch.receiveRemovingCoupon( couponCode );
		try {
			const { response } = await removeCartCoupon( { code: couponCode } );
			dispatch.receiveCart( response );
			return true;
		} catch ( error ) {
			dispatch.receiveError( error );
			return false;
		} finally {
			dispatch.receiveRemovingCoupon( '' );
		}
	};
