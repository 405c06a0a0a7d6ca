/** Coupon discounts per line as WC_Discounts works them out, in integer minor units. */

import type { CouponFixture } from '../../fixtures/types';
import { RATE_SCALE_PER_PERCENT, TAX_MICROS_PER_MINOR_UNIT } from '../core/constants';
import { roundHalfUpDiv } from '../core/money';
import { isCartCoupon, isValidForItem } from './coupons';
import type { DiscountItem } from './coupons';

/** Fixed product coupons first, then percent, then fixed cart; smaller amounts first. */
const TYPE_ORDER: Record< CouponFixture[ 'discountType' ], number > = {
	fixed_product: 1,
	percent: 2,
	fixed_cart: 3,
};

/**
 * Discount per coupon and cart line, in minor units, following
 * `WC_Discounts`: items largest first, percent coupons floored per line with the
 * rounding remainder handed out a cent at a time, fixed cart coupons split
 * evenly per unit, nothing discounted below zero.
 *
 * @example
 * computeDiscounts( [ descuento10 ], [ fan, camiseta ] ).get( 'DESCUENTO10' );
 * // Map { fanKey => 400, camisetaKey => 200 }
 */
export function computeDiscounts(
	coupons: CouponFixture[],
	items: DiscountItem[]
): Map< string, Map< string, number > > {
	const sortedItems = items
		.map( ( item, index ) => ( { item, index } ) )
		.sort(
			( a, b ) =>
				b.item.subtotal * b.item.quantity - a.item.subtotal * a.item.quantity ||
				a.index - b.index
		)
		.map( ( { item } ) => item );
	const remaining = new Map( items.map( ( item ) => [ item.key, item.subtotal ] ) );
	const result = new Map< string, Map< string, number > >();
	const sortedCoupons = [ ...coupons ].sort(
		( a, b ) =>
			TYPE_ORDER[ a.discountType ] - TYPE_ORDER[ b.discountType ] || a.amount - b.amount
	);
	for ( const coupon of sortedCoupons ) {
		const perItem = new Map< string, number >( items.map( ( item ) => [ item.key, 0 ] ) );
		const give = ( key: string, amount: number ) => {
			perItem.set( key, ( perItem.get( key ) ?? 0 ) + amount );
			remaining.set( key, ( remaining.get( key ) ?? 0 ) - amount );
		};
		const eligible = sortedItems.filter(
			( item ) =>
				( remaining.get( item.key ) ?? 0 ) > 0 &&
				( isCartCoupon( coupon ) || isValidForItem( coupon, item ) )
		);
		if ( coupon.discountType === 'percent' ) {
			applyPercent( coupon.amount, eligible, remaining, give );
		} else if ( coupon.discountType === 'fixed_product' ) {
			for ( const item of eligible ) {
				give(
					item.key,
					Math.min( coupon.amount * item.quantity, remaining.get( item.key ) ?? 0 )
				);
			}
		} else {
			applyFixedCart( coupon.amount, eligible, remaining, give );
		}
		result.set( coupon.code, perItem );
	}
	return result;
}

type Give = ( key: string, amount: number ) => void;

function applyRemainder(
	amount: number,
	items: DiscountItem[],
	remaining: Map< string, number >,
	give: Give
): number {
	let given = 0;
	for ( const item of items ) {
		for ( let unit = 0; unit < item.quantity && given < amount; unit++ ) {
			const cent = Math.min( remaining.get( item.key ) ?? 0, 1 );
			give( item.key, cent );
			given += cent;
		}
		if ( given >= amount ) {
			break;
		}
	}
	return given;
}

function applyPercent(
	percent: number,
	items: DiscountItem[],
	remaining: Map< string, number >,
	give: Give
) {
	const scaled = Math.round( percent * RATE_SCALE_PER_PERCENT );
	let total = 0;
	let cartTotal = 0;
	for ( const item of items ) {
		const discount = Math.min(
			Math.floor( ( item.subtotal * scaled ) / TAX_MICROS_PER_MINOR_UNIT ),
			remaining.get( item.key ) ?? 0
		);
		give( item.key, discount );
		total += discount;
		cartTotal += item.subtotal;
	}
	const wholeCartDiscount = roundHalfUpDiv( cartTotal * scaled, TAX_MICROS_PER_MINOR_UNIT );
	if ( total < wholeCartDiscount ) {
		applyRemainder( wholeCartDiscount - total, items, remaining, give );
	}
}

function applyFixedCart(
	amount: number,
	items: DiscountItem[],
	remaining: Map< string, number >,
	give: Give
) {
	let left = amount;
	while ( left > 0 ) {
		const live = items.filter( ( item ) => ( remaining.get( item.key ) ?? 0 ) > 0 );
		const units = live.reduce( ( sum, item ) => sum + item.quantity, 0 );
		if ( units === 0 ) {
			return;
		}
		const perUnit = Math.floor( left / units );
		if ( perUnit === 0 ) {
			applyRemainder( left, live, remaining, give );
			return;
		}
		let given = 0;
		for ( const item of live ) {
			const discount = Math.min( perUnit * item.quantity, remaining.get( item.key ) ?? 0 );
			give( item.key, discount );
			given += discount;
		}
		if ( given === 0 ) {
			return;
		}
		left -= given;
	}
}
