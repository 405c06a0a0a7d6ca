import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import {
	cartStore,
	checkoutStore,
	COUPON_VALIDATION_ERROR_ID,
	getCouponErrorMessage,
	storeNoticesStore,
	useStoreCartCoupons,
	validationStore,
} from '@cesta/data';
import { applyCheckoutFilter } from '@cesta/registry';

import { CART_NOTICE_CONTEXT } from '../constants';
import { notices } from '../messages';

/**
 * What the cart's coupon form and discount row need.
 *
 * @example
 * const { applyCoupon, couponError } = useCartCoupons();
 */
export interface CartCoupons {
	appliedCoupons: ReturnType< typeof useStoreCartCoupons >[ 'appliedCoupons' ];
	isApplyingCoupon: boolean;
	isRemovingCoupon: boolean;
	/** The failure of the last apply, shown under the coupon input. */
	couponError: string | undefined;
	/** Resolves `true` when applied (success snackbar unless filtered out), else `false`. */
	applyCoupon: ( code: string ) => Promise< boolean >;
	/** Resolves `true` when removed (success snackbar unless filtered out), else `false` (error snackbar). */
	removeCoupon: ( code: string ) => Promise< boolean >;
	/** Hides the apply error once the shopper edits the code. */
	clearCouponError: () => void;
}

const showNotice = (
	filterName: 'showApplyCouponNotice' | 'showRemoveCouponNotice',
	couponCode: string
) =>
	applyCheckoutFilter( {
		filterName,
		defaultValue: true,
		arg: { couponCode, context: CART_NOTICE_CONTEXT },
	} );

/**
 * Coupons of the cart (spec 2 §4 coupon, §8 coupon failures), on the cart
 * store's thunks: an apply failure becomes the coupon input's validation
 * error (id `coupon`), a remove failure an error snackbar; successes show a
 * snackbar in `wc/cart` unless the `showApplyCouponNotice` /
 * `showRemoveCouponNotice` checkout filters say no.
 *
 * @example
 * const { applyCoupon } = useCartCoupons();
 * await applyCoupon( 'DESCUENTO10' ); // true
 */
export function useCartCoupons(): CartCoupons {
	const registry = useRegistry();
	const { appliedCoupons, isApplyingCoupon, isRemovingCoupon } =
		useStoreCartCoupons( CART_NOTICE_CONTEXT );
	const couponError = useSelect(
		( select ) => select( validationStore ).getValidationError( COUPON_VALIDATION_ERROR_ID ),
		[]
	);
	const cart = useDispatch( cartStore );
	const { setValidationErrors, clearValidationError } = useDispatch( validationStore );
	const { createSnackbarNotice } = useDispatch( storeNoticesStore );

	const lastError = useCallback(
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
					[ COUPON_VALIDATION_ERROR_ID ]: { message: lastError(), hidden: false },
				} );
			} else if ( showNotice( 'showApplyCouponNotice', code ) ) {
				void createSnackbarNotice( 'success', notices.couponApplied( code ), {
					context: CART_NOTICE_CONTEXT,
				} );
			}
			return applied;
		},
		[ cart, clearValidationError, setValidationErrors, createSnackbarNotice, lastError ]
	);

	const removeCoupon = useCallback(
		async ( code: string ) => {
			const removed = await cart.removeCoupon( code );
			if ( ! removed ) {
				void createSnackbarNotice( 'error', lastError(), { context: CART_NOTICE_CONTEXT } );
			} else if ( showNotice( 'showRemoveCouponNotice', code ) ) {
				void createSnackbarNotice( 'success', notices.couponRemoved( code ), {
					context: CART_NOTICE_CONTEXT,
				} );
			}
			return removed;
		},
		[ cart, createSnackbarNotice, lastError ]
	);

	const clearCouponError = useCallback(
		() => clearValidationError( COUPON_VALIDATION_ERROR_ID ),
		[ clearValidationError ]
	);

	return {
		appliedCoupons,
		isApplyingCoupon,
		isRemovingCoupon,
		couponError: couponError && ! couponError.hidden ? couponError.message : undefined,
		applyCoupon,
		removeCoupon,
		clearCouponError,
	};
}
