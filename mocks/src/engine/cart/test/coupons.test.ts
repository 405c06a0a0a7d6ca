/** Tests of the coupon discounts: rounding per line, fixed amounts, coupon order, product and sale limits. */

import type { DiscountItem } from '../coupons';
import { computeDiscounts } from '../discounts';

const item = (
	key: string,
	subtotal: number,
	quantity = 1,
	extra: Partial< DiscountItem > = {}
): DiscountItem => ( {
	key,
	productIds: [ Number( key.replace( /\D/g, '' ) ) || 1 ],
	quantity,
	subtotal,
	onSale: false,
	...extra,
} );

describe( 'computeDiscounts', () => {
	it( 'given 10 % of 39.99 and 19.99 › when discounted › floors per line and adds the missing cents in value order', () => {
		const result = computeDiscounts(
			[ { code: 'D', discountType: 'percent', amount: 10 } ],
			[ item( 'fan', 3999 ), item( 'cam', 1999 ) ]
		);
		expect( Object.fromEntries( result.get( 'D' )! ) ).toEqual( { fan: 400, cam: 200 } );
	} );

	it( 'given 12.5 % › when discounted › handles decimal percents exactly', () => {
		// 12.5 % of 10.00 = 1.25 exactly.
		const result = computeDiscounts(
			[ { code: 'D', discountType: 'percent', amount: 12.5 } ],
			[ item( 'a', 1000 ) ]
		);
		expect( result.get( 'D' )!.get( 'a' ) ).toBe( 125 );
	} );

	it( 'given a fixed cart amount not divisible by the units › when split › hands the cents out one per unit', () => {
		// 10.00 over 3 units: 333 each = 999, then 1 cent to the line sorted first. WC_Discounts sorts by
		// line price × quantity: b is 30.00 × 2 = 60, a is 50.00 × 1 = 50, so b gets it.
		const result = computeDiscounts(
			[ { code: 'F', discountType: 'fixed_cart', amount: 1000 } ],
			[ item( 'a', 5000 ), item( 'b', 3000, 2 ) ]
		);
		expect( Object.fromEntries( result.get( 'F' )! ) ).toEqual( { a: 333, b: 667 } );
	} );

	it( 'given a fixed product amount › when applied › multiplies by the quantity and caps at the line', () => {
		const result = computeDiscounts(
			[ { code: 'P', discountType: 'fixed_product', amount: 300 } ],
			[ item( 'a', 1000, 2 ), item( 'b', 200 ) ]
		);
		expect( Object.fromEntries( result.get( 'P' )! ) ).toEqual( { a: 600, b: 200 } );
	} );

	it( 'given two coupons › when applied › the fixed product coupon goes first and the percent one is limited by what is left', () => {
		const result = computeDiscounts(
			[
				{ code: 'PCT', discountType: 'percent', amount: 50 },
				{ code: 'FIX', discountType: 'fixed_product', amount: 800 },
			],
			[ item( 'a', 1000 ) ]
		);
		expect( result.get( 'FIX' )!.get( 'a' ) ).toBe( 800 );
		// Half of 10.00 would be 5.00, but only 2.00 is left to discount.
		expect( result.get( 'PCT' )!.get( 'a' ) ).toBe( 200 );
	} );

	it( 'given a coupon for some products › when applied › skips the others', () => {
		const result = computeDiscounts(
			[ { code: 'C', discountType: 'fixed_product', amount: 500, productIds: [ 21 ] } ],
			[ item( 'p21', 4490 ), item( 'p17', 3999 ) ]
		);
		expect( Object.fromEntries( result.get( 'C' )! ) ).toEqual( { p21: 500, p17: 0 } );
	} );

	it( 'given a coupon that excludes sale items › when applied › skips the sale lines', () => {
		const result = computeDiscounts(
			[ { code: 'S', discountType: 'percent', amount: 10, excludeSaleItems: true } ],
			[ item( 'a', 1000, 1, { onSale: true } ), item( 'b', 1000 ) ]
		);
		expect( Object.fromEntries( result.get( 'S' )! ) ).toEqual( { a: 0, b: 100 } );
	} );
} );
