/** Tests of API error routing: parameter details, other errors, generic messages, container contexts. */

import checkoutInvalidEmail from '../../../../reference/store-api-samples/checkout-invalid-email-400.json';
import couponInvalid from '../../../../reference/store-api-samples/coupon-invalid-400.json';
import invalidNonce from '../../../../reference/store-api-samples/invalid-nonce-403.json';
import updateCustomerInvalid from '../../../../reference/store-api-samples/update-customer-invalid-400.json';
import {
	getContainerContexts,
	getErrorDetails,
	getNoticeContextForCode,
	getNoticeContextForDetail,
	isShownDuringExpressPayment,
	routeApiError,
} from '../routing';

const GENERIC = 'Something went wrong. Please contact us to get assistance.';

describe( 'API error routing (spec 2 §8)', () => {
	describe( 'rest_invalid_param', () => {
		it( 'given an invalid billing email (captured sample) › goes to contact information', () => {
			expect( routeApiError( checkoutInvalidEmail.body ) ).toEqual( [
				{
					message: 'The provided email address is not valid',
					context: 'wc/checkout/contact-information',
					id: 'billing_address_invalid_email',
				},
			] );
		} );

		it( 'given invalid postcodes in both addresses (captured sample) › one notice per address, placed by parameter', () => {
			expect( routeApiError( updateCustomerInvalid.body ) ).toEqual( [
				{
					message: 'The provided postcode / ZIP is not valid',
					context: 'wc/checkout/billing-address',
					id: 'billing_address_invalid_postcode',
				},
				{
					message: 'The provided postcode / ZIP is not valid',
					context: 'wc/checkout/shipping-address',
					id: 'shipping_address_invalid_postcode',
				},
			] );
		} );

		it( 'given a parameter that names no place › goes to the cart', () => {
			const error = {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): quantity',
				data: {
					status: 400,
					details: {
						quantity: {
							code: 'rest_invalid_type',
							message: 'quantity is not of type integer.',
							data: null,
						},
					},
				},
			};
			expect( routeApiError( error )[ 0 ].context ).toBe( 'wc/cart' );
		} );

		it( 'given additional errors in a detail › each becomes a notice', () => {
			const error = {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): shipping_address',
				data: {
					status: 400,
					details: {
						shipping_address: {
							code: 'invalid_postcode',
							message: 'Bad postcode',
							data: null,
							additional_errors: [
								{ code: 'invalid_state', message: 'Bad state', data: null },
							],
						},
					},
				},
			};
			expect( routeApiError( error ).map( ( n ) => n.id ) ).toEqual( [
				'shipping_address_invalid_postcode',
				'shipping_address_invalid_state',
			] );
		} );

		it( 'given no details › falls back to the error’s own message', () => {
			const error = {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): x',
				data: { status: 400 },
			};
			expect( routeApiError( error ) ).toEqual( [
				{
					message: 'Invalid parameter(s): x',
					context: 'wc/cart',
					id: 'rest_invalid_param',
				},
			] );
		} );
	} );

	describe( 'other API errors', () => {
		it( 'given a coupon error with HTML entities (captured sample) › decoded message in the cart context', () => {
			expect( routeApiError( couponInvalid.body ) ).toEqual( [
				{
					message: 'Coupon "NOEXISTE" does not exist!',
					context: 'wc/cart',
					id: 'woocommerce_rest_cart_coupon_error',
				},
			] );
		} );

		it( 'given an invalid nonce (captured sample) and a fallback context › goes to that context', () => {
			expect( routeApiError( invalidNonce.body, 'wc/checkout' ) ).toEqual( [
				{
					message: 'Nonce is invalid.',
					context: 'wc/checkout',
					id: 'woocommerce_rest_invalid_nonce',
				},
			] );
		} );

		it.each( [
			'woocommerce_rest_missing_email_address',
			'woocommerce_rest_invalid_email_address',
		] )( 'given %s › goes to contact information, whatever the fallback', ( code ) => {
			expect(
				routeApiError(
					{ code, message: 'Email', data: { status: 400 } },
					'wc/checkout'
				)[ 0 ].context
			).toBe( 'wc/checkout/contact-information' );
		} );

		it( 'given invalid_json › shows the generic message instead of the technical one', () => {
			const error = {
				code: 'invalid_json',
				message: 'The response is not a valid JSON response.',
			};
			expect( routeApiError( error )[ 0 ].message ).toBe( GENERIC );
		} );

		it( 'given an error without a message › shows the generic message', () => {
			expect( routeApiError( { code: 'x', message: '' } )[ 0 ].message ).toBe( GENERIC );
		} );

		it( 'given something that is not an API error › shows the generic message', () => {
			expect( routeApiError( new TypeError( 'Failed to fetch' ) ) ).toEqual( [
				{ message: GENERIC, context: 'wc/cart' },
			] );
		} );
	} );

	it( 'getErrorDetails › ignores malformed details and answers [] for non-errors', () => {
		expect( getErrorDetails( null ) ).toEqual( [] );
		expect( getErrorDetails( { data: { details: { a: 'x' } } } ) ).toEqual( [] );
	} );

	it.each( [
		[ { param: 'billing_address', code: 'invalid_email' }, 'wc/checkout/contact-information' ],
		[ { param: 'billing_email', code: 'x' }, 'wc/checkout/contact-information' ],
		[ { param: 'billing_address', code: 'invalid_postcode' }, 'wc/checkout/billing-address' ],
		[ { param: 'shipping_address', code: 'invalid_country' }, 'wc/checkout/shipping-address' ],
		[
			{ param: 'x', code: 'woocommerce_rest_invalid_email_address' },
			'wc/checkout/contact-information',
		],
		[ { param: 'quantity', code: 'rest_invalid_type' }, undefined ],
	] )( 'getNoticeContextForDetail( %p ) › %p', ( detail, context ) => {
		expect( getNoticeContextForDetail( detail ) ).toBe( context );
	} );

	it( 'getNoticeContextForCode › only the email codes have a place', () => {
		expect( getNoticeContextForCode( 'woocommerce_rest_missing_email_address' ) ).toBe(
			'wc/checkout/contact-information'
		);
		expect( getNoticeContextForCode( 'woocommerce_rest_invalid_nonce' ) ).toBeUndefined();
	} );

	it( 'isShownDuringExpressPayment › only parameter details are', () => {
		expect( isShownDuringExpressPayment( updateCustomerInvalid.body ) ).toBe( true );
		expect( isShownDuringExpressPayment( invalidNonce.body ) ).toBe( false );
	} );
} );

describe( 'container contexts', () => {
	it( 'given a checkout container › also shows checkout sub-contexts that have no container', () => {
		expect(
			getContainerContexts( 'wc/checkout', [ 'wc/checkout', 'wc/checkout/payments' ] )
		).toEqual( [
			'wc/checkout',
			'wc/checkout/express-payments',
			'wc/checkout/contact-information',
			'wc/checkout/shipping-address',
			'wc/checkout/billing-address',
			'wc/checkout/shipping-methods',
			'wc/checkout/checkout-actions',
		] );
	} );

	it( 'given a cart container › has no sub-contexts to adopt', () => {
		expect( getContainerContexts( [ 'wc/cart' ], [] ) ).toEqual( [ 'wc/cart' ] );
	} );

	it( 'given a sub-context container › shows only its own context', () => {
		expect( getContainerContexts( 'wc/checkout/payments', [] ) ).toEqual( [
			'wc/checkout/payments',
		] );
	} );
} );
