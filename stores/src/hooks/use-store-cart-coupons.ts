import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import type { CartCoupon } from '@cesta/types';

import { cartStore } from '../cart';
import { checkoutStore } from '../checkout';
import { noticeContexts } from '../events/constants';
import { notices } from '../messages';
import { storeNoticesStore } from '../store-notices';
import { validationStore } from '../validation';

/** Id of the validation error shown under the coupon input. */
export const COUPON_VALIDATION_ERROR_ID = 'coupon';

/**
 * The message of a coupon failure (spec 2 §8): the checkout's detail when an
 * order exists, else the cart's detail, else the error's own message.
 *
 * @example
 * getCouponErrorMessage( error, false ); // 'Coupon "X" does not exist!'
 */
export function getCouponErrorMessage( error: unknown, hasOrder: boolean ): string {
	const data = ( error as { data?: { details?: Record< string, { message?: string } > } } )?.data;
	const message =
		( hasOrder ? data?.details?.checkout?.message : undefined ) ||
		data?.details?.cart?.message ||
		( error as { message?: string } )?.message ||
		notices.genericError();
	return decodeEntities( message );
}

/**
 * What `useStoreCartCoupons` gives the coupon form.
 *
 * @example
 * const { appliedCoupons, applyCoupon, isApplyingCoupon } = useStoreCartCoupons( 'wc/cart' );
 */
export interface StoreCartCoupons {
	appliedCoupons: CartCoupon[];
	isApplyingCoupon: boolean;
	isRemovingCoupon: boolean;
	/** Resolves `true` (success snackbar) or `false` (the error shows under the input, id `coupon`). */
	applyCoupon: ( code: string ) => Promise< boolean >;
	/** Resolves `true` (success snackbar) or `false` (error snackbar). */
	removeCoupon: ( code: string ) => Promise< boolean >;
}

/**
 * Coupons of the cart (spec 2 §4 coupon, §8 coupon failures).
 *
 * @example
 * const { applyCoupon } = useStoreCartCoupons( 'wc/checkout' );
 * if ( await applyCoupon( code ) ) { closePanel(); }
 */
export function useStoreCartCoupons( context: string = noticeContexts.CART ): StoreCartCoupons {
	const registry = useRegistry();
	const { appliedCoupons, isApplyingCoupon, isRemovingCoupon } = useSelect(
		( select ) => ( {
			appliedCoupons: select( cartStore ).getCartData().coupons,
			isApplyingCoupon: select( cartStore ).isApplyingCoupon(),
			isRemovingCoupon: select( cartStore ).isRemovingCoupon(),
		} ),
		[]
	);
	const cart = useDispatch( cartStore );
	const { setValidationErrors, clearValidationError } = useDispatch( validationStore );
	const { createSnackbarNotice } = useDispatch( storeNoticesStore );

	const lastErrorMessage = useCallback(
		() =>
			getCouponErrorMessage(
				registry.select( cartStore ).getCartErrors()[ 0 ],
				registry.select( checkoutStore ).hasOrder()
			),
		[ registry ]
	);

	const applyCoupon = useCallback(
		async ( code: string ) => {
			clearValidationError( COUPON_VALIDATION_ERROR_ID );
			const applied = await cart.applyCoupon( code );
			if ( applied ) {
				void createSnackbarNotice( 'success', notices.couponApplied( code ), { context } );
			} else {
				setValidationErrors( {
					[ COUPON_VALIDATION_ERROR_ID ]: { message: lastErrorMessage(), hidden: false },
				} );
			}
			return applied;
		},
		[
			cart,
			clearValidationError,
			createSnackbarNotice,
			setValidationErrors,
			lastErrorMessage,
			context,
		]
	);

	const removeCoupon = useCallback(
		async ( code: string ) => {
			const removed = await cart.removeCoupon( code );
			void createSnackbarNotice(
				removed ? 'success' : 'error',
				removed ? notices.couponRemoved( code ) : lastErrorMessage(),
				{ context }
			);
			return removed;
		},
		[ cart, createSnackbarNotice, lastErrorMessage, context ]
	);

	return { appliedCoupons, isApplyingCoupon, isRemovingCoupon, applyCoupon, removeCoupon };
}
