/** Applying, removing and revalidating a session's coupons against its cart. */

import { activePrice, isOnSale } from '../catalogue/catalogue';
import type { EngineDeps } from '../core/deps';
import { StoreApiError } from '../core/errors';
import type { SessionState } from '../core/types';
import { validateCoupon } from './coupons';
import type { CouponFacts, CouponRecord } from './coupons';

/**
 * The cart as coupon checks see it: items, the displayed subtotal, the email.
 *
 * @example
 * couponFacts( deps, session ).subtotal; // 5998
 */
export function couponFacts( deps: EngineDeps, session: SessionState ): CouponFacts {
	const items = session.lines.flatMap( ( line ) => {
		const product = deps.catalogue.get( line.variationId || line.productId );
		if ( ! product ) {
			return [];
		}
		return [
			{
				key: line.key,
				productIds: [ product.id, ...( product.parentId ? [ product.parentId ] : [] ) ],
				quantity: line.quantity,
				subtotal: ( activePrice( product ) ?? 0 ) * line.quantity,
				onSale: isOnSale( deps.catalogue, product ),
			},
		];
	} );
	return {
		items,
		subtotal: items.reduce( ( sum, item ) => sum + item.subtotal, 0 ),
		email: session.billing.email,
	};
}

const ensureCouponsEnabled = ( deps: EngineDeps ) => {
	if ( ! deps.context.settings.couponsEnabled ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_coupon_disabled',
			404,
			deps.context.t( 'couponsDisabled' )
		);
	}
};

const couponError = ( message: string, reason: string, errorCode: number ) =>
	new StoreApiError( 'woocommerce_rest_cart_coupon_error', 400, message, {
		reason,
		error_code: errorCode,
	} );

/**
 * Applies a coupon (`CartController::apply_coupon`): it must exist, not be
 * applied yet, pass the validity checks and not clash with an individual-use
 * coupon; an individual-use coupon removes the others. Failures carry the
 * WooCommerce coupon error number in `data.error_code` and a name in
 * `data.reason`.
 *
 * @example
 * applyCoupon( deps, session, 'descuento10' ); // the cart now holds 'DESCUENTO10'
 */
export function applyCoupon( deps: EngineDeps, session: SessionState, code: string ): CouponRecord {
	ensureCouponsEnabled( deps );
	const { t } = deps.context;
	const record = deps.coupons.find( code );
	if ( ! record ) {
		throw couponError( t( 'couponNotExist', code ), 'coupon_not_exist', 105 );
	}
	const canonical = record.fixture.code;
	if (
		session.coupons.some( ( applied ) => applied.toLowerCase() === canonical.toLowerCase() )
	) {
		throw couponError( t( 'couponAlreadyApplied', canonical ), 'coupon_already_applied', 103 );
	}
	const failure = validateCoupon( deps.context, record, couponFacts( deps, session ) );
	if ( failure ) {
		throw couponError( failure.message, failure.reason, failure.errorCode );
	}
	for ( const applied of session.coupons ) {
		if ( deps.coupons.find( applied )?.fixture.individualUse ) {
			throw couponError( t( 'couponIndividualUse', applied ), 'coupon_individual_use', 104 );
		}
	}
	session.coupons = record.fixture.individualUse
		? [ canonical ]
		: [ ...session.coupons, canonical ];
	return record;
}

/**
 * Removes an applied coupon (`remove-coupon`): unknown codes are 400, codes
 * not in the cart 409.
 *
 * @example
 * removeCoupon( deps, session, 'DESCUENTO10' );
 */
export function removeCoupon(
	deps: EngineDeps,
	session: SessionState,
	code: string,
	notAppliedStatus = 409
): void {
	ensureCouponsEnabled( deps );
	const { t } = deps.context;
	const record = deps.coupons.find( code );
	if ( ! record ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_coupon_error',
			400,
			t( 'couponInvalidCode' )
		);
	}
	const canonical = record.fixture.code.toLowerCase();
	if ( ! session.coupons.some( ( applied ) => applied.toLowerCase() === canonical ) ) {
		throw new StoreApiError(
			'woocommerce_rest_cart_coupon_invalid_code',
			notAppliedStatus,
			t( notAppliedStatus === 404 ? 'couponNotInCart' : 'couponNotApplied' )
		);
	}
	session.coupons = session.coupons.filter( ( applied ) => applied.toLowerCase() !== canonical );
}

/**
 * Drops applied coupons that are no longer valid and returns one cart error
 * per coupon (`validate_cart_coupons`): the real server removes them when it
 * validates the cart.
 *
 * @example
 * dropInvalidCoupons( deps, session ); // [ { code: 'woocommerce_rest_cart_coupon_error', message: 'The "MINIMO100" coupon has been removed…' } ]
 */
export function dropInvalidCoupons(
	deps: EngineDeps,
	session: SessionState
): Array< { code: string; message: string } > {
	const errors: Array< { code: string; message: string } > = [];
	// Email restrictions are checked when the order is placed, where they have their own error.
	const facts = { ...couponFacts( deps, session ), email: '' };
	for ( const code of [ ...session.coupons ] ) {
		const record = deps.coupons.find( code );
		const failure = record ? validateCoupon( deps.context, record, facts ) : null;
		if ( ! record || failure ) {
			session.coupons = session.coupons.filter( ( applied ) => applied !== code );
			errors.push( {
				code: 'woocommerce_rest_cart_coupon_error',
				message: deps.context.t(
					'couponRemovedFromCart',
					code,
					failure?.message.replace( /<[^>]*>/g, '' ) ?? ''
				),
			} );
		}
	}
	return errors;
}
