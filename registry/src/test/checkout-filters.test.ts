/** Tests of the checkout filters: chaining, type and validation failures, price formats, memoising, names. */

import type * as Registry from '@cesta/registry';
import { expectTypeError, loadFreshRegistry, sampleCart, setAdmin, thrownBy } from './helpers';

let registry: typeof Registry;
beforeEach( () => {
	registry = loadFreshRegistry();
} );

const filtersOnWindow = () =>
	( window as unknown as { wc?: { _internalBlocksCheckoutFilters?: Record< string, unknown > } } )
		.wc?._internalBlocksCheckoutFilters;

describe( 'given registered checkout filters', () => {
	it( 'when applied › every namespace’s function runs in turn, each fed the previous result', () => {
		registry.registerCheckoutFilters( 'first', {
			totalLabel: ( label: string ) => `${ label } a pagar`,
		} );
		registry.registerCheckoutFilters( 'second', {
			totalLabel: ( label: string ) => label.toUpperCase(),
		} );

		expect(
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } )
		).toBe( 'TOTAL A PAGAR' );
	} );

	it( 'when applied › each function gets the extensions data and the argument', () => {
		const itemName = jest.fn( ( name: string ) => name );
		registry.registerCheckoutFilters( 'plugin', { itemName } );
		const cart = sampleCart();
		const extensions = { 'my-plugin': { gift: true } };
		const arg = { context: 'cart', cartItem: cart.items[ 0 ], cart };

		registry.applyCheckoutFilter( {
			filterName: 'itemName',
			defaultValue: 'Ventilador',
			extensions,
			arg,
		} );

		expect( itemName ).toHaveBeenCalledWith( 'Ventilador', extensions, arg );
	} );

	it( 'when no extensions are given › the functions receive an empty object', () => {
		const coupons = jest.fn( ( value: Registry.CheckoutFilterValues[ 'coupons' ] ) => value );
		registry.registerCheckoutFilters( 'plugin', { coupons } );
		registry.applyCheckoutFilter( {
			filterName: 'coupons',
			defaultValue: [],
			arg: { context: 'summary' },
		} );
		expect( coupons ).toHaveBeenCalledWith( [], {}, { context: 'summary' } );
	} );

	it( 'when nothing is registered for the name › the default comes back', () => {
		expect(
			registry.applyCheckoutFilter( { filterName: 'showRemoveItemLink', defaultValue: true } )
		).toBe( true );
	} );

	it( 'when a namespace registers again › its filters are replaced, not added to', () => {
		registry.registerCheckoutFilters( 'plugin', {
			totalLabel: () => 'Uno',
			cartItemClass: () => 'x',
		} );
		registry.registerCheckoutFilters( 'plugin', { totalLabel: () => 'Dos' } );

		expect(
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } )
		).toBe( 'Dos' );
		expect(
			registry.applyCheckoutFilter( { filterName: 'cartItemClass', defaultValue: '' } )
		).toBe( '' );
	} );

	it( 'when registered in a browser › they live on window.wc._internalBlocksCheckoutFilters beside other globals', () => {
		const wcSettingsGlobal = { getSetting: () => null };
		( window as unknown as { wc: Record< string, unknown > } ).wc = {
			wcSettings: wcSettingsGlobal,
		};
		const totalLabel = () => 'Total';

		registry.registerCheckoutFilters( 'plugin', { totalLabel } );

		expect( filtersOnWindow() ).toEqual( { plugin: { totalLabel } } );
		expect( ( window as unknown as { wc: Record< string, unknown > } ).wc.wcSettings ).toBe(
			wcSettingsGlobal
		);
	} );

	it( 'when another copy of the API wrote filters to window.wc › they are applied too', () => {
		( window as unknown as { wc: Record< string, unknown > } ).wc = {
			_internalBlocksCheckoutFilters: { legacy: { totalLabel: () => 'Importe total' } },
		};
		expect(
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } )
		).toBe( 'Importe total' );
	} );
} );

describe( 'given a filter returning another type (spec 2 §5)', () => {
	const message =
		'The type returned by checkout filters must be the same as the type they receive. The function received string but returned number.';

	it( 'when the visitor is a shopper › the error is logged, the value discarded and later filters still run', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerCheckoutFilters( 'broken', { totalLabel: () => 42 as unknown as string } );
		registry.registerCheckoutFilters( 'good', {
			totalLabel: ( label: string ) => `${ label }:`,
		} );

		expect(
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } )
		).toBe( 'Total:' );
		expect( error ).toHaveBeenCalledWith( new TypeError( message ) );
	} );

	it( 'when the visitor is an administrator › the error is thrown with the exact message', () => {
		setAdmin( true );
		registry.registerCheckoutFilters( 'broken', { totalLabel: () => 42 as unknown as string } );
		expectTypeError(
			() =>
				registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } ),
			message
		);
	} );

	it( 'when an array filter returns an object › it counts as another type', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerCheckoutFilters( 'broken', {
			additionalCartCheckoutInnerBlockTypes: () => ( {} ) as unknown as string[],
		} );

		expect(
			registry.applyCheckoutFilter( {
				filterName: 'additionalCartCheckoutInnerBlockTypes',
				defaultValue: [ 'core/paragraph' ],
				arg: { block: 'woocommerce/checkout-fields-block' },
			} )
		).toEqual( [ 'core/paragraph' ] );
		expect( error ).toHaveBeenCalledWith(
			new TypeError(
				'The type returned by checkout filters must be the same as the type they receive. The function received array but returned object.'
			)
		);
	} );

	it( 'when a filter throws › shoppers get the previous value and a logged error; admins get the error', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerCheckoutFilters( 'broken', {
			showRemoveItemLink: () => {
				throw new Error( 'plugin bug' );
			},
		} );
		expect(
			registry.applyCheckoutFilter( { filterName: 'showRemoveItemLink', defaultValue: true } )
		).toBe( true );
		expect( error ).toHaveBeenCalledWith( new Error( 'plugin bug' ) );

		setAdmin( true );
		expect(
			thrownBy( () =>
				registry.applyCheckoutFilter( {
					filterName: 'showRemoveItemLink',
					defaultValue: false,
				} )
			).message
		).toBe( 'plugin bug' );
	} );
} );

describe( 'given a validation callback (spec 2 §5: failing results are ignored)', () => {
	it( 'when it throws › the result is discarded and the error logged for shoppers', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerCheckoutFilters( 'plugin', { myShippingLabel: () => 'Envío' } );

		const value = registry.applyCheckoutFilter( {
			filterName: 'myShippingLabel',
			defaultValue: 'Envío: <shipping/>',
			validation: ( label ) => registry.mustContain( label, '<shipping/>' ),
		} );

		expect( value ).toBe( 'Envío: <shipping/>' );
		expect( error ).toHaveBeenCalledWith(
			new Error( 'Returned value must include <shipping/>, you passed "Envío"' )
		);
	} );

	it( 'when it throws for an administrator › the error is thrown', () => {
		setAdmin( true );
		registry.registerCheckoutFilters( 'plugin', { myShippingLabel: () => 'Envío' } );
		expect(
			thrownBy( () =>
				registry.applyCheckoutFilter( {
					filterName: 'myShippingLabel',
					defaultValue: 'Envío: <shipping/>',
					validation: ( label ) => registry.mustContain( label, '<shipping/>' ),
				} )
			).message
		).toBe( 'Returned value must include <shipping/>, you passed "Envío"' );
	} );

	it( 'when it returns false › the result is discarded with a logged explanation', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
		registry.registerCheckoutFilters( 'plugin', { cartItemClass: () => 'no valid' } );

		expect(
			registry.applyCheckoutFilter( {
				filterName: 'cartItemClass',
				defaultValue: 'is-gift',
				validation: ( value ) => ! value.includes( ' ' ),
			} )
		).toBe( 'is-gift' );
		expect( error ).toHaveBeenCalledWith(
			new Error(
				'The value returned by a checkout filter for "cartItemClass" failed its validation and was ignored.'
			)
		);
	} );

	it( 'when it returns true › the result is kept', () => {
		registry.registerCheckoutFilters( 'plugin', { cartItemClass: () => 'is-gift' } );
		expect(
			registry.applyCheckoutFilter( {
				filterName: 'cartItemClass',
				defaultValue: '',
				validation: () => true,
			} )
		).toBe( 'is-gift' );
	} );
} );

describe( 'given price-format filters (they must keep <price/>)', () => {
	it.each( [ 'cartItemPrice', 'subtotalPriceFormat', 'saleBadgePriceFormat', 'totalValue' ] )(
		'when %s drops the tag › the default is used and the error logged',
		( filterName ) => {
			const error = jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
			registry.registerCheckoutFilters( 'plugin', { [ filterName ]: () => '10 €' } );

			expect( registry.applyCheckoutFilter( { filterName, defaultValue: '<price/>' } ) ).toBe(
				'<price/>'
			);
			expect( error ).toHaveBeenCalledWith(
				new Error( 'Returned value must include <price/>, you passed "10 €"' )
			);
		}
	);

	it( 'when the tag is kept › the new format is used', () => {
		registry.registerCheckoutFilters( 'plugin', {
			cartItemPrice: ( format: string ) => `${ format } / unidad`,
		} );
		expect(
			registry.applyCheckoutFilter( {
				filterName: 'cartItemPrice',
				defaultValue: '<price/>',
			} )
		).toBe( '<price/> / unidad' );
	} );
} );

describe( 'given memoised results', () => {
	const countingFilter = () => {
		const totalLabel = jest.fn( ( label: string ) => `${ label }!` );
		registry.registerCheckoutFilters( 'plugin', { totalLabel } );
		return totalLabel;
	};

	it( 'when called again with an equal argument built afresh › the filters do not run again', () => {
		const totalLabel = countingFilter();
		const cart = sampleCart();
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart },
		} );
		const again = registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart },
		} );

		expect( again ).toBe( 'Total!' );
		expect( totalLabel ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when the argument’s cart is rebuilt with the same contents › still memoised (members compared shallowly)', () => {
		const totalLabel = countingFilter();
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart: sampleCart() },
		} );
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart: sampleCart() },
		} );
		expect( totalLabel ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'when a member of the argument changes › the filters run again', () => {
		const totalLabel = countingFilter();
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart: sampleCart() },
		} );
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart: sampleCart( { itemsCount: 5 } ) },
		} );
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			arg: { cart: sampleCart( { itemsCount: 5 } ), context: 'summary' },
		} );
		expect( totalLabel ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'when the extensions change › the filters run again', () => {
		const totalLabel = countingFilter();
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			extensions: { a: 1 },
		} );
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			extensions: { a: 1 },
		} );
		registry.applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: 'Total',
			extensions: { a: 2 },
		} );
		expect( totalLabel ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'when the default value changes › the filters run again', () => {
		const totalLabel = countingFilter();
		registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } );
		expect(
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Importe' } )
		).toBe( 'Importe!' );
		expect( totalLabel ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'when filters are registered in between › the memo is dropped', () => {
		countingFilter();
		registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } );
		registry.registerCheckoutFilters( 'other', {
			totalLabel: ( label: string ) => `¡${ label }`,
		} );
		expect(
			registry.applyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } )
		).toBe( '¡Total!' );
	} );
} );

describe( 'given deprecated names', () => {
	it( 'when a couponName filter is registered › warns to use coupons', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		registry.registerCheckoutFilters( 'plugin', { couponName: ( name: string ) => name } );
		expect( warn ).toHaveBeenCalledWith(
			'The couponName checkout filter is deprecated. Please use the coupons filter instead.'
		);
	} );

	it( 'when the __experimental functions are used › they work and warn', () => {
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
		registry.__experimentalRegisterCheckoutFilters( 'plugin', { totalLabel: () => 'Suma' } );
		expect(
			registry.__experimentalApplyCheckoutFilter( {
				filterName: 'totalLabel',
				defaultValue: 'Total',
			} )
		).toBe( 'Suma' );
		expect( warn.mock.calls ).toEqual( [
			[
				'__experimentalRegisterCheckoutFilters is deprecated. Please use registerCheckoutFilters instead.',
			],
			[
				'__experimentalApplyCheckoutFilter is deprecated. Please use applyCheckoutFilter instead.',
			],
		] );
	} );
} );

describe( 'given bad arguments', () => {
	it.each( [
		[
			'an empty namespace',
			() => registry.registerCheckoutFilters( '', {} ),
			'registerCheckoutFilters: namespace must be a non-empty string, received a string ("").',
		],
		[
			'filters that are not an object',
			() => registry.registerCheckoutFilters( 'plugin', null as never ),
			'registerCheckoutFilters: filters must be an object of filter name → function, received null.',
		],
		[
			'a filter that is not a function',
			() => registry.registerCheckoutFilters( 'plugin', { totalLabel: 'Total' as never } ),
			'registerCheckoutFilters: the filter "totalLabel" must be a function, received a string ("Total").',
		],
		[
			'a missing filter name',
			() =>
				registry.applyCheckoutFilter( {
					filterName: undefined as never,
					defaultValue: '',
				} ),
			'applyCheckoutFilter: filterName must be a non-empty string, received undefined.',
		],
		[
			'a validation that is not a function',
			() =>
				registry.applyCheckoutFilter( {
					filterName: 'totalLabel',
					defaultValue: '',
					validation: true as never,
				} ),
			'applyCheckoutFilter: validation must be a function, received a boolean (true).',
		],
	] )(
		'when given %s › throws a TypeError and keeps the existing filters',
		( _label, call, message ) => {
			registry.registerCheckoutFilters( 'kept', { totalLabel: () => 'Kept' } );
			expectTypeError( call, message );
			expect( Object.keys( filtersOnWindow() ?? {} ) ).toEqual( [ 'kept' ] );
		}
	);
} );

describe( 'given the filter names of the reference', () => {
	it( 'lists every filter of the table, price formats among them', () => {
		expect( registry.CHECKOUT_FILTER_NAMES ).toEqual( [
			'itemName',
			'cartItemPrice',
			'subtotalPriceFormat',
			'saleBadgePriceFormat',
			'showRemoveItemLink',
			'cartItemClass',
			'coupons',
			'totalLabel',
			'totalValue',
			'placeOrderButtonLabel',
			'proceedToCheckoutButtonLabel',
			'proceedToCheckoutButtonLink',
			'showApplyCouponNotice',
			'showRemoveCouponNotice',
			'additionalCartCheckoutInnerBlockTypes',
		] );
		expect(
			registry.PRICE_FORMAT_FILTER_NAMES.every( ( name ) =>
				registry.CHECKOUT_FILTER_NAMES.includes( name )
			)
		).toBe( true );
		expect( registry.isPriceFormatFilter( 'totalLabel' ) ).toBe( false );
	} );
} );

describe( 'given mustContain and productPriceValidation', () => {
	it( 'when the value contains the text › returns true', () => {
		expect( registry.mustContain( '<price/> IVA incl.', '<price/>' ) ).toBe( true );
		expect( registry.productPriceValidation( 'Desde <price/>' ) ).toBe( true );
	} );

	it( 'when it does not › throws "Returned value must include …" with both values', () => {
		expect( thrownBy( () => registry.productPriceValidation( '10 €' ) ).message ).toBe(
			'Returned value must include <price/>, you passed "10 €"'
		);
	} );

	it( 'when the value is not a string › still throws the same clear message', () => {
		expect( thrownBy( () => registry.mustContain( 5 as never, '<price/>' ) ).message ).toBe(
			'Returned value must include <price/>, you passed "5"'
		);
	} );
} );
