/** The cart coupons hook: apply and remove with their notices, and the coupon input's error. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { getErrorMessageForDisplay } from '@cesta/api';
import { applyCheckoutFilter } from '@cesta/registry';
import type { CartCoupon } from '@cesta/types';

import { cartStore } from '../cart';
import { checkoutStore } from '../checkout';
import { noticeContexts } from '../events/constants';
import { notices } from '../messages';
import { storeNoticesStore } from '../store-notices';
import { validationStore } from '../validation';

/**
 * Id of the validation error shown under the coupon input.
 *
 * @example
 * select( validationStore ).getValidationError( COUPON_VALIDATION_ERROR_ID );
 */
export const COUPON_VALIDATION_ERROR_ID = 'coupon';

/**
 * The message of a coupon failure (spec 2 §8): the checkout's detail when an
 * order exists, else the cart's detail, else the error's own message — the
 * generic message for technical failures (`invalid_json`, a malformed batch
 * answer) and for anything that is not an error.
 *
 * @example
 * getCouponErrorMessage( error, false ); // 'Coupon "X" does not exist!'
 */
export function getCouponErrorMessage( error: unknown, hasOrder: boolean ): string {
	const data = ( error as { data?: { details?: Record< string, { message?: string } > } } )?.data;
	const message =
		( hasOrder ? data?.details?.checkout?.message : undefined ) ||
		data?.details?.cart?.message ||
		// Technical failures (a body that is not JSON, a malformed batch answer) read as the generic message.
		getErrorMessageForDisplay( error );
	return decodeEntities( message );
}

/**
 * What `useStoreCartCoupons` gives the coupon form and the discount row.
 *
 * @example
 * const { appliedCoupons, applyCoupon, couponError } = useStoreCartCoupons( 'wc/cart' );
 */
export interface StoreCartCoupons {
	appliedCoupons: CartCoupon[];
	isApplyingCoupon: boolean;
	isRemovingCoupon: boolean;
	/** The failure of the last apply (validation error `coupon`), while it is not hidden. */
	couponError: string | undefined;
	/** Resolves `true` (success snackbar unless filtered out) or `false` (the error shows under the input). */
	applyCoupon: ( code: string ) => Promise< boolean >;
	/** Resolves `true` (success snackbar unless filtered out) or `false` (error snackbar). */
	removeCoupon: ( code: string ) => Promise< boolean >;
	/** Hides the apply error once the shopper edits the code. */
	clearCouponError: () => void;
}

type CouponNoticeFilter = 'showApplyCouponNotice' | 'showRemoveCouponNotice';

/** WooCommerce's checkout filters decide whether a coupon success is announced. */
const shouldShowNotice = ( filterName: CouponNoticeFilter, couponCode: string, context: string ) =>
	applyCheckoutFilter( { filterName, defaultValue: true, arg: { couponCode, context } } );

/**
 * Coupons of the cart (spec 2 §4 coupon, §8 coupon failures), on the cart
 * store's thunks: an apply failure becomes the coupon input's validation
 * error (id `coupon`), a remove failure an error snackbar; successes show a
 * snackbar in `context` unless the `showApplyCouponNotice` /
 * `showRemoveCouponNotice` checkout filters (arg `{ couponCode, context }`)
 * say no, as in WooCommerce.
 *
 * @example
 * const { applyCoupon } = useStoreCartCoupons( 'wc/checkout' );
 * if ( await applyCoupon( code ) ) { closePanel(); }
 */
export function useStoreCartCoupons( context: string = noticeContexts.CART ): StoreCartCoupons {
	const registry = useRegistry();
	const { appliedCoupons, isApplyingCoupon, isRemovingCoupon, validationError } = useSelect(
		( select ) => ( {
			appliedCoupons: select( cartStore ).getCartData().coupons,
			isApplyingCoupon: select( cartStore ).isApplyingCoupon(),
			isRemovingCoupon: select( cartStore ).isRemovingCoupon(),
			validationError: select( validationStore ).getValidationError(
				COUPON_VALIDATION_ERROR_ID
			),
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
			if ( ! applied ) {
				setValidationErrors( {
					[ COUPON_VALIDATION_ERROR_ID ]: { message: lastErrorMessage(), hidden: false },
				} );
			} else if ( shouldShowNotice( 'showApplyCouponNotice', code, context ) ) {
				void createSnackbarNotice( 'success', notices.couponApplied( code ), { context } );
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
			if ( ! removed ) {
				void createSnackbarNotice( 'error', lastErrorMessage(), { context } );
			} else if ( shouldShowNotice( 'showRemoveCouponNotice', code, context ) ) {
				void createSnackbarNotice( 'success', notices.couponRemoved( code ), { context } );
			}
			return removed;
		},
		[ cart, createSnackbarNotice, lastErrorMessage, context ]
	);

	const clearCouponError = useCallback(
		() => clearValidationError( COUPON_VALIDATION_ERROR_ID ),
		[ clearValidationError ]
	);

	return {
		appliedCoupons,
		isApplyingCoupon,
		isRemovingCoupon,
		couponError:
			validationError && ! validationError.hidden ? validationError.message : undefined,
		applyCoupon,
		removeCoupon,
		clearCouponError,
	};
}
