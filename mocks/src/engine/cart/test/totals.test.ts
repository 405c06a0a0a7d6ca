/** Tests of the cart totals: IVA per line, rounding, coupons, taxes off or itemized, pickup, large carts. */

import { createEngine } from '../../engine';

const MADRID = {
	country: 'ES',
	state: 'M',
	postcode: '28014',
	city: 'Madrid',
	address_1: 'Calle de Alcalá 50',
};

const cartOf = ( ...lines: Array< [ number, number ] > ) => {
	const engine = createEngine( { siteLocale: 'en_US' } );
	const session = engine.newGuestId();
	for ( const [ id, quantity ] of lines ) {
		engine.addItem( session, { id, quantity, variation: [] } );
	}
	return { engine, session };
};

describe( 'cart totals', () => {
	it( 'given the fan alone › when totals are worked out › adds IVA per line and on the flat rate', () => {
		const { engine, session } = cartOf( [ 17, 1 ] );
		// Fan 39.99; IVA 21 % = 8.3979 → 8.40; flat rate 4.95, IVA 1.0395 → 1.04.
		// 39.99 + 4.95 + 8.40 + 1.04 = 54.38
		expect( engine.getCart( session ).totals ).toMatchObject( {
			total_items: '3999',
			total_items_tax: '840',
			total_shipping: '495',
			total_shipping_tax: '104',
			total_tax: '944',
			total_price: '5438',
		} );
	} );

	it( 'given three of a product › when taxed › rounds the line tax once, not per unit', () => {
		const { engine, session } = cartOf( [ 31, 3 ] );
		// 3 × 21.99 = 65.97; IVA 13.8537 → 13.85 (per unit it would be 3 × 4.62 = 13.86).
		// Over 50 €, but the flat rate is still the default: 65.97 + 4.95 + 13.85 + 1.04 = 85.81
		const { totals } = engine.getCart( session );
		expect( totals.total_items_tax ).toBe( '1385' );
		expect( totals.total_price ).toBe( '8581' );
	} );

	it( 'given the fan and camiseta with DESCUENTO10 › when discounted › gives the rounding cents to the lines in order', () => {
		const { engine, session } = cartOf( [ 17, 1 ], [ 29, 1 ] );
		const cart = engine.applyCoupon( session, 'DESCUENTO10' );
		// Per line floor(399.9) = 399 and floor(199.9) = 199 = 598; the cart's 10 % is round(599.8) = 600,
		// so one cent each goes to the fan, then the camiseta: discounts 400 and 200.
		// Line totals 35.99 and 17.99; IVA 7.5579 → 7.56 and 3.7779 → 3.78; discount tax 0.84 + 0.42.
		expect( cart.items.map( ( item ) => item.totals.line_total ) ).toEqual( [
			'3599',
			'1799',
		] );
		expect( cart.totals ).toMatchObject( {
			total_discount: '600',
			total_discount_tax: '126',
			total_tax: '1238',
			total_price: '7131',
		} );
	} );

	it( 'given a percent coupon on several units › when the remainder is spread › gives one cent per unit of the biggest line first', () => {
		const { engine, session } = cartOf( [ 17, 2 ], [ 29, 1 ], [ 21, 1 ] );
		const cart = engine.applyCoupon( session, 'DESCUENTO10' );
		// Lines by value: fan 79.98, arrocera 44.90, camiseta 19.99. Floors: 799 + 449 + 199 = 1447;
		// round(14487 × 10 %) = round(1448.7) = 1449, so 2 cents more, both to the two fans: 801.
		expect( cart.items.map( ( item ) => [ item.id, item.totals.line_total ] ) ).toEqual( [
			[ 17, '7197' ],
			[ 29, '1800' ],
			[ 21, '4041' ],
		] );
		// Discount tax per line: 801 × 21 % = 168.21 → 168, 449 → 94.29 → 94, 199 → 41.79 → 42: 304.
		expect( cart.totals.total_discount_tax ).toBe( '304' );
		expect( cart.coupons[ 0 ].totals.total_discount ).toBe( '1449' );
	} );

	it( 'given a fixed cart coupon larger than a cheap line › when split › never discounts a line below zero', () => {
		const { engine, session } = cartOf( [ 72, 1 ], [ 17, 1 ] );
		engine.updateProduct( 72, { regularPrice: 100 } );
		const cart = engine.applyCoupon( session, '5EUROS' );
		// 500 over 2 units is 250 each, but the 1.00 € card takes only 100; the 150 left go to the fan.
		expect( cart.items.map( ( item ) => item.totals.line_total ) ).toEqual( [ '0', '3599' ] );
		expect( cart.totals.total_discount ).toBe( '500' );
	} );

	it( 'given taxes off › when totals are worked out › there is no tax anywhere', () => {
		const engine = createEngine( { settings: { taxesEnabled: false } } );
		const session = engine.newGuestId();
		const cart = engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
		expect( cart.totals ).toMatchObject( {
			total_tax: '0',
			total_price: '4494',
			tax_lines: [],
		} );
	} );

	it( 'given itemized taxes off › when totals are worked out › tax_lines is empty but tax is still charged', () => {
		const engine = createEngine( { settings: { itemizedTaxes: false } } );
		const session = engine.newGuestId();
		const cart = engine.addItem( session, { id: 17, quantity: 1, variation: [] } );
		expect( cart.totals.tax_lines ).toEqual( [] );
		expect( cart.totals.total_tax ).toBe( '944' );
	} );

	it( 'given prices shown with tax in the cart › when read › item prices include IVA while totals stay split', () => {
		const engine = createEngine( { settings: { taxDisplayCart: 'incl' } } );
		const session = engine.newGuestId();
		const item = engine.addItem( session, { id: 17, quantity: 1, variation: [] } ).items[ 0 ];
		// 39.99 + 8.40 = 48.39; raw prices carry 6 decimals.
		expect( item.prices.price ).toBe( '4839' );
		expect( item.prices.raw_prices.price ).toBe( '48390000' );
		expect( item.totals.line_subtotal ).toBe( '3999' );
	} );

	it( 'given a Madrid pickup for a Canary Islands customer › when totals are worked out › IVA is charged at the shop', () => {
		const { engine, session } = cartOf( [ 17, 1 ] );
		engine.updateCustomer( session, {
			shipping_address: { ...MADRID, state: 'TF', postcode: '38001', city: 'Santa Cruz' },
		} );
		expect( engine.getCart( session ).totals.total_tax ).toBe( '0' );
		const picked = engine.selectShippingRate( session, null, 'pickup_location:0' );
		expect( picked.totals ).toMatchObject( { total_tax: '840', total_price: '4839' } );
	} );

	it( 'given 1,000 units of a cent › when totals are worked out › stays exact in integer minor units', () => {
		const { engine, session } = cartOf( [ 40, 1 ] );
		engine.updateProduct( 40, { regularPrice: 1, quantityLimits: {} } );
		const cart = engine.updateItem( session, engine.getCart( session ).items[ 0 ].key, 40 );
		// 40 × 0.01 = 0.40; IVA 0.084 → 0.08.
		expect( cart.totals.total_items ).toBe( '40' );
		expect( cart.totals.total_items_tax ).toBe( '8' );
	} );
} );
