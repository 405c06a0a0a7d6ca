import { applyCartCoupon, removeCartCoupon } from '@cesta/api';

import type { CartThunkArgs } from './types';

/**
 * Applies a coupon (`POST /cart/apply-coupon`). While it runs the cart
 * reports the code as being applied. Resolves `true` on success and `false`
 * on failure; the failure is recorded (`getCartErrors()`) so the coupon form
 * can show it under its input (spec 2 §4, §8).
 *
 * @example
 * const applied = await dispatch( cartStore ).applyCoupon( 'VERANO10' );
 */
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

/**
 * Removes a coupon (`POST /cart/remove-coupon`). Resolves `true` on success
 * and `false` on failure, which is recorded (`getCartErrors()`).
 *
 * @example
 * const removed = await dispatch( cartStore ).removeCoupon( 'VERANO10' );
 */
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
