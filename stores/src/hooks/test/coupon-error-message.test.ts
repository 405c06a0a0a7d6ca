/** Tests of the coupon failure's message: the server's words, or the generic message for technical failures. */

import { getCouponErrorMessage } from '../use-store-cart-coupons';

const GENERIC = 'Something went wrong. Please contact us to get assistance.';

describe( 'getCouponErrorMessage', () => {
	it( 'given a refusal with a cart detail › shows the detail, decoded', () => {
		expect(
			getCouponErrorMessage(
				{
					code: 'woocommerce_rest_cart_coupon_error',
					message: 'Coupon error',
					data: {
						status: 400,
						details: { cart: { message: 'Coupon &quot;X&quot; does not exist!' } },
					},
				},
				false
			)
		).toBe( 'Coupon "X" does not exist!' );
	} );

	it( 'given an answer that is not JSON › shows the generic message, not "The response is not a valid JSON response."', () => {
		expect(
			getCouponErrorMessage(
				{
					code: 'invalid_json',
					message: 'The response is not a valid JSON response.',
					data: { status: 200 },
				},
				false
			)
		).toBe( GENERIC );
	} );

	it( 'given a batch answer missing the coupon’s entry › shows the generic message, not the client’s technical one', () => {
		expect(
			getCouponErrorMessage(
				{
					code: 'response_not_valid',
					message: 'Batch response must have a responses list',
					data: { status: 207 },
				},
				false
			)
		).toBe( GENERIC );
	} );

	it( 'given no error at all › shows the generic message', () => {
		expect( getCouponErrorMessage( undefined, false ) ).toBe( GENERIC );
	} );
} );
