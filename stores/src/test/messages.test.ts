/** Tests of the stores' messages: the spec's exact shopper-visible wording, clear developer errors. */

import { errors, notices, orderNotices } from '../messages';

describe( 'messages', () => {
	it.each( [
		[ notices.genericError(), 'Something went wrong. Please contact us to get assistance.' ],
		[
			orderNotices.unknownOrderErrorGuest(),
			'Something went wrong when placing the order. Check your email for order updates before retrying.',
		],
		[
			orderNotices.unknownOrderErrorCustomer(),
			"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
		],
		[ notices.shippingOptionRequired(), 'Sorry, this order requires a shipping option.' ],
		[ notices.paymentOptionProblem(), 'There was a problem with your payment option.' ],
		[ notices.shippingOptionProblem(), 'There was a problem with your shipping option.' ],
		[ notices.cartApiError(), 'Unable to get cart data from the API.' ],
		[ notices.itemRemoved( 'Ventilador' ), 'Ventilador has been removed from your cart.' ],
		[ notices.itemRemovedQuoted( 'Ventilador' ), '"Ventilador" was removed from your cart.' ],
		[
			notices.quantityChanged( 'Ventilador', 3 ),
			'The quantity of "Ventilador" was changed to 3.',
		],
		[ notices.couponApplied( 'X' ), 'Coupon code "X" has been applied to your cart.' ],
		[ notices.couponRemoved( 'X' ), 'Coupon code "X" has been removed from your cart.' ],
		[
			notices.noRouteForNamespace( 'a/v1' ),
			'There is no route for the given namespace (a/v1) in the store',
		],
		[
			notices.noRouteForResource( 'cart' ),
			'There is no route for the given resource name (cart) in the store',
		],
		[
			notices.noRouteForIdCount( 2 ),
			'There is no route for the given number of ids (2) in the store',
		],
	] )( 'shopper message › %s', ( message, expected ) => {
		expect( message ).toBe( expected );
	} );

	it( 'developer errors › each names what was wrong', () => {
		expect( errors.observerResponseWithoutType() ).toBe(
			'Observers must return an object with a type property.'
		);
		Object.entries( errors ).forEach( ( [ , make ] ) => {
			const text = ( make as ( ...args: string[] ) => string )( 'x', 'y' );
			expect( typeof text ).toBe( 'string' );
			expect( text.length ).toBeGreaterThan( 10 );
		} );
	} );
} );
