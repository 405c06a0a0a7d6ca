/** The coupon store and the coupon rules: validity for the cart, for each item, with failure messages. */

import type { CouponFixture } from '../../fixtures/types';
import type { EngineContext } from '../core/context';
import type { MessageId } from '../core/messages';
import { formatPriceText } from '../core/money';

/**
 * A coupon with the counters orders change.
 *
 * @example
 * coupons.find( 'descuento10' )?.fixture.code; // 'DESCUENTO10'
 */
export interface CouponRecord {
	fixture: CouponFixture;
	usageCount: number;
	/** Billing emails of the orders that used it. */
	usedBy: string[];
	/** Uses held by orders awaiting payment. */
	held: number;
}

/**
 * The shop's coupons, looked up case-insensitively as `wc_get_coupon_id_by_code` does.
 *
 * @example
 * createCouponStore( context ).find( 'DESCUENTO10' );
 */
export interface CouponStore {
	find( code: string ): CouponRecord | undefined;
}

/**
 * Builds the coupon store from the fixtures.
 *
 * @example
 * const coupons = createCouponStore( context );
 */
export function createCouponStore( context: EngineContext ): CouponStore {
	const records = new Map< string, CouponRecord >(
		context.fixtures.coupons.map( ( fixture ) => [
			fixture.code.toLowerCase(),
			{ fixture: { ...fixture }, usageCount: fixture.usageCount ?? 0, usedBy: [], held: 0 },
		] )
	);
	return { find: ( code ) => records.get( code.trim().toLowerCase() ) };
}

/**
 * A cart line as the discount calculation sees it.
 *
 * @example
 * const item: DiscountItem = { key: 'k', productIds: [ 17 ], quantity: 1, subtotal: 3999, onSale: true };
 */
export interface DiscountItem {
	key: string;
	/** The product id and, for variations, the parent id too. */
	productIds: number[];
	quantity: number;
	/** Line price before discounts, minor units. */
	subtotal: number;
	onSale: boolean;
}

/**
 * Why a coupon cannot be used: the message id and WooCommerce's numeric
 * coupon error code (`WC_Coupon::E_WC_COUPON_*`).
 *
 * @example
 * const failure: CouponFailure = { reason: 'coupon_expired', errorCode: 107, message: 'This coupon has expired.' };
 */
export interface CouponFailure {
	reason: string;
	errorCode: number;
	message: string;
}

/**
 * Whether a coupon discounts the whole cart rather than chosen products.
 *
 * @example
 * isCartCoupon( { code: '5EUROS', discountType: 'fixed_cart', amount: 500 } ); // true
 */
export const isCartCoupon = ( coupon: CouponFixture ) => coupon.discountType === 'fixed_cart';

/**
 * Whether a product coupon may discount this item (`is_valid_for_product`).
 *
 * @example
 * isValidForItem( cocina5, arroceraItem ); // true
 */
export function isValidForItem( coupon: CouponFixture, item: DiscountItem ): boolean {
	if (
		coupon.productIds?.length &&
		! item.productIds.some( ( id ) => coupon.productIds?.includes( id ) )
	) {
		return false;
	}
	if ( item.productIds.some( ( id ) => coupon.excludedProductIds?.includes( id ) ) ) {
		return false;
	}
	return ! ( coupon.excludeSaleItems && item.onSale );
}

/**
 * What the validity checks need to know about the cart and shopper.
 *
 * @example
 * const facts: CouponFacts = { items, subtotal: 5998, email: '' };
 */
export interface CouponFacts {
	items: DiscountItem[];
	/** Displayed cart subtotal, compared with spend limits. */
	subtotal: number;
	/** The shopper's billing email, if known; '' skips the email restriction check. */
	email: string;
}

/**
 * Runs WooCommerce's coupon validity checks in their order
 * (`WC_Discounts::is_coupon_valid`); null when the coupon may be used.
 *
 * @example
 * validateCoupon( context, record, facts )?.reason; // 'coupon_min_spend'
 */
export function validateCoupon(
	context: EngineContext,
	record: CouponRecord,
	facts: CouponFacts
): CouponFailure | null {
	const coupon = record.fixture;
	const fail = (
		reason: string,
		errorCode: number,
		id: MessageId,
		...args: string[]
	): CouponFailure => ( {
		reason,
		errorCode,
		message: context.t( id, ...args ),
	} );
	const currency = context.fixtures.store.currency;
	if ( coupon.usageLimit && record.usageCount + record.held >= coupon.usageLimit ) {
		return fail( 'coupon_usage_limit', 106, 'couponUsageLimit' );
	}
	if ( coupon.dateExpires && context.nowSeconds() > Date.parse( coupon.dateExpires ) / 1000 ) {
		return fail( 'coupon_expired', 107, 'couponExpired' );
	}
	if ( coupon.minimumAmount && coupon.minimumAmount > facts.subtotal ) {
		return fail(
			'coupon_min_spend',
			108,
			'couponMinSpend',
			formatPriceText( coupon.minimumAmount, currency )
		);
	}
	if ( coupon.maximumAmount && coupon.maximumAmount < facts.subtotal ) {
		return fail(
			'coupon_max_spend',
			112,
			'couponMaxSpend',
			formatPriceText( coupon.maximumAmount, currency )
		);
	}
	if (
		coupon.productIds?.length &&
		! facts.items.some( ( item ) =>
			item.productIds.some( ( id ) => coupon.productIds?.includes( id ) )
		)
	) {
		return fail( 'coupon_not_applicable', 109, 'couponNotApplicable' );
	}
	if ( isCartCoupon( coupon ) ) {
		if ( coupon.excludeSaleItems && facts.items.some( ( item ) => item.onSale ) ) {
			return fail( 'coupon_sale_items', 110, 'couponNotValidSaleItems' );
		}
	} else if ( ! facts.items.some( ( item ) => isValidForItem( coupon, item ) ) ) {
		return coupon.excludeSaleItems && facts.items.some( ( item ) => item.onSale )
			? fail( 'coupon_sale_items', 110, 'couponNotValidSaleItems' )
			: fail( 'coupon_not_applicable', 109, 'couponNotApplicable' );
	}
	if (
		coupon.emailRestrictions?.length &&
		facts.email &&
		! coupon.emailRestrictions.includes( facts.email.toLowerCase() )
	) {
		return fail( 'coupon_not_yours', 102, 'couponNotYours', coupon.code );
	}
	return null;
}
