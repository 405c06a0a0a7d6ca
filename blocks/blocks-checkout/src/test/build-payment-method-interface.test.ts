/** Tests of buildPaymentMethodInterface: every member of WooCommerce's interface, from a store snapshot. */

import {
	eventRegistration,
	noticeContexts,
	responseTypes,
	SHIPPING_ERROR_STATUS,
} from '@cesta/data';
import { captureDeprecations } from '@cesta/test-utils/dom';
import { cartWithItems } from '@cesta/test-utils/fixtures';
import type { BillingAddress, ShippingAddress } from '@cesta/types';

import { buildPaymentMethodInterface, paymentMethodComponents, ValidationInputError } from '..';
import type { PaymentMethodInterfaceInput } from '..';

const sampleCart = cartWithItems();
const billingAddress = sampleCart.billing_address as BillingAddress;
const shippingAddress = sampleCart.shipping_address as ShippingAddress;

function input(
	overrides: Partial< PaymentMethodInterfaceInput > = {}
): PaymentMethodInterfaceInput {
	return {
		cart: {
			cartItems: sampleCart.items,
			cartFees: sampleCart.fees,
			cartCoupons: sampleCart.coupons,
			cartTotals: sampleCart.totals,
			cartNeedsShipping: true,
			extensions: sampleCart.extensions,
			billingAddress,
			shippingAddress,
			shippingRates: sampleCart.shipping_rates,
		},
		checkout: {
			isCalculating: false,
			isComplete: false,
			isIdle: true,
			isProcessing: false,
			customerId: 0,
		},
		payment: {
			activePaymentMethod: 'bacs',
			shouldSavePayment: false,
			isIdle: true,
			isStarted: false,
			isProcessing: false,
			hasError: false,
			isReady: false,
			isDoingExpressPayment: false,
		},
		shipping: {
			selectedRates: { 0: 'flat_rate:1' },
			isSelectingRate: false,
			shippingRatesLoading: false,
		},
		shippingErrorStatus: SHIPPING_ERROR_STATUS.NONE,
		displayPricesIncludingTax: false,
		actions: {
			onSubmit: jest.fn(),
			validate: jest.fn( async () => ( { hasError: false } ) ),
			selectShippingRate: jest.fn( async () => undefined ),
			setShippingAddress: jest.fn(),
			setExpressPaymentError: jest.fn(),
		},
		...overrides,
	};
}

describe( 'buildPaymentMethodInterface (wc-blocks-api §4.1)', () => {
	it( 'given any snapshot › has exactly the members of WooCommerce’s PaymentMethodInterface', () => {
		expect( Object.keys( buildPaymentMethodInterface( input() ) ).sort() ).toEqual(
			[
				'activePaymentMethod',
				'billing',
				'cartData',
				'checkoutStatus',
				'components',
				'emitResponse',
				'eventRegistration',
				'onSubmit',
				'paymentStatus',
				'setExpressPaymentError',
				'shippingData',
				'shippingStatus',
				'shouldSavePayment',
				'validate',
			].sort()
		);
	} );

	it( 'given the captured cart › billing.cartTotal is { label: "Total", value } in minor units', () => {
		expect( buildPaymentMethodInterface( input() ).billing.cartTotal ).toEqual( {
			label: 'Total',
			value: 7857,
		} );
	} );

	it( 'given a cart that needs shipping › cartTotalItems lists subtotal, fees, discount, taxes and shipping with and without tax', () => {
		expect( buildPaymentMethodInterface( input() ).billing.cartTotalItems ).toEqual( [
			{ key: 'total_items', label: 'Subtotal', value: 5998, valueWithTax: 7258 },
			{ key: 'total_fees', label: 'Fees', value: 0, valueWithTax: 0 },
			{ key: 'total_discount', label: 'Discount', value: 0, valueWithTax: 0 },
			{ key: 'total_tax', label: 'Taxes', value: 1364, valueWithTax: 1364 },
			{ key: 'total_shipping', label: 'Shipping', value: 495, valueWithTax: 599 },
		] );
	} );

	it( 'given a cart that needs no shipping › cartTotalItems has no shipping line', () => {
		const built = buildPaymentMethodInterface(
			input( { cart: { ...input().cart, cartNeedsShipping: false } } )
		);
		expect( built.billing.cartTotalItems.map( ( item ) => item.key ) ).toEqual( [
			'total_items',
			'total_fees',
			'total_discount',
			'total_tax',
		] );
		expect( built.shippingData.needsShipping ).toBe( false );
	} );

	it( 'given EUR totals › billing.currency is built from the cart totals', () => {
		expect( buildPaymentMethodInterface( input() ).billing.currency ).toEqual( {
			code: 'EUR',
			symbol: '€',
			minorUnit: 2,
			decimalSeparator: '.',
			thousandSeparator: ',',
			prefix: '€',
			suffix: '',
		} );
	} );

	it( 'given the billing address › billingData is the same object (the legacy name)', () => {
		const { billing } = buildPaymentMethodInterface( input() );
		expect( billing.billingAddress ).toBe( billingAddress );
		expect( billing.billingData ).toBe( billingAddress );
	} );

	it( 'given a customer and tax display › billing carries customerId, displayPricesIncludingTax and the applied coupons', () => {
		const coupons = [
			{ code: 'descuento10', discount_type: 'percent', totals: sampleCart.totals },
		];
		const { billing } = buildPaymentMethodInterface(
			input( {
				cart: { ...input().cart, cartCoupons: coupons as never },
				checkout: { ...input().checkout, customerId: 2 },
				displayPricesIncludingTax: true,
			} )
		);
		expect( billing ).toMatchObject( { customerId: 2, displayPricesIncludingTax: true } );
		expect( billing.appliedCoupons ).toBe( coupons );
	} );

	it( 'given the cart › cartData is { cartItems, cartFees, extensions } of the cart', () => {
		const { cartData } = buildPaymentMethodInterface( input() );
		expect( cartData ).toEqual( {
			cartItems: sampleCart.items,
			cartFees: sampleCart.fees,
			extensions: sampleCart.extensions,
		} );
		expect( cartData.cartItems ).toBe( sampleCart.items );
	} );

	it( 'given a calculating checkout › checkoutStatus has the four flags', () => {
		const { checkoutStatus } = buildPaymentMethodInterface(
			input( { checkout: { ...input().checkout, isCalculating: true, isIdle: false } } )
		);
		expect( checkoutStatus ).toEqual( {
			isCalculating: true,
			isComplete: false,
			isIdle: false,
			isProcessing: false,
		} );
	} );

	it( 'given a ready payment › paymentStatus has the current flags and shouldSavePayment follows the store', () => {
		const built = buildPaymentMethodInterface(
			input( {
				payment: {
					...input().payment,
					isIdle: false,
					isReady: true,
					shouldSavePayment: true,
				},
			} )
		);
		expect( { ...built.paymentStatus } ).toEqual( {
			isIdle: false,
			isStarted: false,
			isProcessing: false,
			hasError: false,
			isReady: true,
			isDoingExpressPayment: false,
		} );
		expect( built.shouldSavePayment ).toBe( true );
		expect( built.activePaymentMethod ).toBe( 'bacs' );
	} );

	it.each( [
		[ 'isPristine', 'paymentStatus.isIdle', true ],
		[ 'isFinished', 'paymentStatus.isReady or paymentStatus.hasError', false ],
		[ 'hasFailed', 'paymentStatus.hasError', false ],
		[ 'isSuccessful', 'paymentStatus.isReady', false ],
	] as const )(
		'given the deprecated paymentStatus.%s › reading it warns to use %s and answers from the flags',
		( name, alternative, expected ) => {
			const warn = captureDeprecations();
			const { paymentStatus } = buildPaymentMethodInterface( input() );
			expect( paymentStatus[ name ] ).toBe( expected );
			expect( warn ).toHaveBeenCalledTimes( 1 );
			expect( warn.mock.calls[ 0 ]![ 0 ] ).toContain(
				`paymentStatus.${ name } is deprecated`
			);
			expect( warn.mock.calls[ 0 ]![ 0 ] ).toContain( alternative );
		}
	);

	it( 'given paymentStatus › spreading or serialising it reads no deprecated getter', () => {
		const warn = captureDeprecations();
		const { paymentStatus } = buildPaymentMethodInterface( input() );
		JSON.stringify( { ...paymentStatus } );
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'given the default components › they are ValidationInputError, PaymentMethodLabel, PaymentMethodIcons and LoadingMask, and not CheckboxControl', () => {
		const { components } = buildPaymentMethodInterface( input() );
		expect( components ).toBe( paymentMethodComponents );
		expect( Object.keys( components ).sort() ).toEqual( [
			'LoadingMask',
			'PaymentMethodIcons',
			'PaymentMethodLabel',
			'ValidationInputError',
		] );
		expect( components.ValidationInputError ).toBe( ValidationInputError );
		expect( components ).not.toHaveProperty( 'CheckboxControl' );
	} );

	it( 'given any snapshot › emitResponse has WooCommerce’s response types and notice contexts', () => {
		const { emitResponse } = buildPaymentMethodInterface( input() );
		expect( emitResponse.responseTypes ).toEqual( {
			SUCCESS: 'success',
			FAIL: 'failure',
			ERROR: 'error',
		} );
		expect( emitResponse.responseTypes ).toBe( responseTypes );
		expect( emitResponse.noticeContexts ).toBe( noticeContexts );
		expect( emitResponse.noticeContexts.PAYMENTS ).toBe( 'wc/checkout/payments' );
		expect( emitResponse.noticeContexts.EXPRESS_PAYMENTS ).toBe(
			'wc/checkout/express-payments'
		);
	} );

	it( 'given no registrars › eventRegistration is the shared one, with every registrar and the deprecated aliases', () => {
		const built = buildPaymentMethodInterface( input() );
		expect( built.eventRegistration ).toBe( eventRegistration );
		expect( Object.keys( built.eventRegistration ).sort() ).toEqual(
			[
				'onCheckoutValidation',
				'onPaymentSetup',
				'onCheckoutSuccess',
				'onCheckoutFail',
				'onShippingRateSuccess',
				'onShippingRateFail',
				'onShippingRateSelectSuccess',
				'onShippingRateSelectFail',
				'onPaymentProcessing',
				'onCheckoutAfterProcessingWithSuccess',
				'onCheckoutAfterProcessingWithError',
				'onCheckoutBeforeProcessing',
				'onCheckoutValidationBeforeProcessing',
			].sort()
		);
	} );

	it( 'given registrars of another emitter › hands those over', () => {
		const own = { ...eventRegistration };
		expect(
			buildPaymentMethodInterface( input( { eventRegistration: own } ) ).eventRegistration
		).toBe( own );
	} );

	it( 'given the shipping snapshot › shippingData exposes rates, selection and setters wired to the actions', async () => {
		const base = input();
		const { shippingData } = buildPaymentMethodInterface( base );
		expect( shippingData ).toMatchObject( {
			shippingRates: sampleCart.shipping_rates,
			shippingRatesLoading: false,
			selectedRates: { 0: 'flat_rate:1' },
			isSelectingRate: false,
			shippingAddress,
			needsShipping: true,
		} );
		await shippingData.setSelectedRates( 'free_shipping:2', 0 );
		shippingData.setShippingAddress( { city: 'Sevilla' } );
		expect( base.actions.selectShippingRate ).toHaveBeenCalledWith( 'free_shipping:2', 0 );
		expect( base.actions.setShippingAddress ).toHaveBeenCalledWith( { city: 'Sevilla' } );
	} );

	it.each( [
		[
			SHIPPING_ERROR_STATUS.NONE,
			{ isPristine: true, isValid: true, hasInvalidAddress: false, hasError: false },
		],
		[
			SHIPPING_ERROR_STATUS.INVALID_ADDRESS,
			{ isPristine: false, isValid: false, hasInvalidAddress: true, hasError: true },
		],
		[
			SHIPPING_ERROR_STATUS.UNKNOWN,
			{ isPristine: false, isValid: false, hasInvalidAddress: false, hasError: true },
		],
	] )(
		'given the shipping error status %s › shippingStatus has WooCommerce’s flags',
		( status, flags ) => {
			const { shippingStatus } = buildPaymentMethodInterface(
				input( { shippingErrorStatus: status } )
			);
			expect( shippingStatus.shippingErrorStatus ).toEqual( flags );
			expect( shippingStatus.shippingErrorTypes ).toBe( SHIPPING_ERROR_STATUS );
		}
	);

	it( 'given the actions › onSubmit, validate and setExpressPaymentError are handed over unchanged', () => {
		const base = input();
		const built = buildPaymentMethodInterface( base );
		expect( built.onSubmit ).toBe( base.actions.onSubmit );
		expect( built.validate ).toBe( base.actions.validate );
		expect( built.setExpressPaymentError ).toBe( base.actions.setExpressPaymentError );
	} );
} );
