/**
 * @jest-environment node
 *
 * Conformance tests of shipping: zones, IVA per destination, local pickup,
 * packages, free shipping.
 */
import { MADRID_SHIPPING } from './shopper';
import { serveShopForThisFile } from './server';
import type { Shopper } from './shopper';

const shop = serveShopForThisFile();

const rateIds = ( pkg: { shipping_rates: Array< { rate_id: string } > } ) =>
	pkg.shipping_rates.map( ( rate ) => rate.rate_id );

const fanTo = async ( address: Record< string, string > ): Promise< Shopper > => {
	const shopper = await shop.shopper().start();
	await shopper.post( '/cart/add-item', { id: 17 } );
	await shopper.post( '/cart/update-customer', { shipping_address: address } );
	return shopper;
};

describe( 'shipping zones', () => {
	it( 'given a Tenerife address › when the fan ships there › uses the Canary rate and charges no IVA', async () => {
		const cart = (
			await (
				await fanTo( {
					country: 'ES',
					state: 'TF',
					postcode: '38001',
					city: 'Santa Cruz de Tenerife',
				} )
			).get( '/cart' )
		).body;
		expect( rateIds( cart.shipping_rates[ 0 ] ) ).toEqual( [
			'flat_rate:3',
			'pickup_location:0',
			'pickup_location:1',
		] );
		// 39.99 + 14.95 shipping, no tax in the Canary Islands.
		expect( cart.totals ).toMatchObject( {
			total_shipping: '1495',
			total_tax: '0',
			total_price: '5494',
			tax_lines: [],
		} );
	} );

	it( 'given a Lisbon address › when the fan ships there › uses the EU rate and Portuguese IVA 23 %', async () => {
		const cart = (
			await (
				await fanTo( { country: 'PT', state: '', postcode: '1000-001', city: 'Lisboa' } )
			).get( '/cart' )
		).body;
		expect( rateIds( cart.shipping_rates[ 0 ] )[ 0 ] ).toBe( 'flat_rate:5' );
		// Items 39.99 × 23 % = 9.1977 → 9.20; shipping 9.95 × 23 % = 2.2885 → 2.29; 39.99 + 9.95 + 11.49 = 61.43.
		expect( cart.totals ).toMatchObject( {
			total_items_tax: '920',
			total_shipping: '995',
			total_shipping_tax: '229',
			total_tax: '1149',
			total_price: '6143',
		} );
		expect( cart.totals.tax_lines ).toEqual( [ { name: 'IVA', price: '1149', rate: '23%' } ] );
	} );

	it( 'given a London address › when the fan ships there › offers no delivery, only pickup', async () => {
		const cart = (
			await (
				await fanTo( { country: 'GB', postcode: 'SW1A 1AA', city: 'London', state: '' } )
			).get( '/cart' )
		).body;
		expect( rateIds( cart.shipping_rates[ 0 ] ) ).toEqual( [
			'pickup_location:0',
			'pickup_location:1',
		] );
	} );

	it( 'given a London address and pickup preselected › when totals are read › IVA is due at the Madrid shop', async () => {
		const cart = (
			await (
				await fanTo( { country: 'GB', postcode: 'SW1A 1AA', city: 'London', state: '' } )
			).get( '/cart' )
		).body;
		// Collected in Madrid: 39.99 + 8.40 IVA.
		expect( cart.totals ).toMatchObject( {
			total_shipping: '0',
			total_tax: '840',
			total_price: '4839',
		} );
	} );
} );

describe( 'local pickup', () => {
	it( 'given pickup rates › when listed › carry rate ids pickup_location:{n} and the pickup meta', async () => {
		const cart = ( await ( await fanTo( MADRID_SHIPPING ) ).get( '/cart' ) ).body;
		const pickup = cart.shipping_rates[ 0 ].shipping_rates.find(
			( rate: { rate_id: string } ) => rate.rate_id === 'pickup_location:1'
		);
		expect( pickup ).toMatchObject( {
			method_id: 'pickup_location',
			instance_id: 0,
			price: '0',
			taxes: '0',
			name: 'Recogida en tienda (Tienda Barcelona Eixample)',
		} );
		expect( pickup.meta_data.map( ( meta: { key: string } ) => meta.key ) ).toEqual( [
			'pickup_location',
			'pickup_address',
			'pickup_details',
			'Items',
		] );
		expect( pickup.meta_data[ 1 ].value ).toBe(
			'Passeig de Gràcia 10, 08007 Barcelona, Barcelona'
		);
	} );

	it( 'given a Tenerife address › when pickup in Madrid is chosen › IVA applies, as tax follows the pickup location', async () => {
		const shopper = await fanTo( {
			country: 'ES',
			state: 'TF',
			postcode: '38001',
			city: 'Santa Cruz de Tenerife',
		} );
		const cart = (
			await shopper.post( '/cart/select-shipping-rate', { rate_id: 'pickup_location:0' } )
		).body;
		// Delivery there would be tax-free; collected in Madrid it is 39.99 + 8.40.
		expect( cart.totals ).toMatchObject( {
			total_shipping: '0',
			total_tax: '840',
			total_price: '4839',
		} );
	} );
} );

describe( 'packages and free shipping', () => {
	it( 'given the fan and a washing machine › when the cart is read › ships them as two packages with their own rates', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const cart = ( await shopper.post( '/cart/add-item', { id: 68 } ) ).body;
		expect(
			cart.shipping_rates.map( ( pkg: { package_id: number; name: string } ) => [
				pkg.package_id,
				pkg.name,
			] )
		).toEqual( [
			[ 0, 'Shipment 1' ],
			[ 1, 'Shipment 2' ],
		] );
		expect( cart.shipping_rates[ 1 ].shipping_rates[ 0 ] ).toMatchObject( {
			rate_id: 'flat_rate:1',
			price: '2495',
			taxes: '524',
		} );
		// Items 39.99 + 399.00 (IVA 8.40 + 83.79); shipping 4.95 + 24.95 (IVA 1.04 + 5.24): 438.99 + 29.90 + 98.47 = 567.36.
		expect( cart.totals ).toMatchObject( {
			total_items: '43899',
			total_shipping: '2990',
			total_shipping_tax: '628',
			total_tax: '9847',
			total_price: '56736',
		} );
	} );

	it( 'given two packages › when a rate is chosen without package_id › it applies to every package', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/add-item', { id: 68 } );
		const cart = (
			await shopper.post( '/cart/select-shipping-rate', { rate_id: 'free_shipping:2' } )
		).body;
		expect(
			cart.shipping_rates.every(
				( pkg: { shipping_rates: Array< { rate_id: string; selected: boolean } > } ) =>
					pkg.shipping_rates.find( ( rate ) => rate.selected )?.rate_id ===
					'free_shipping:2'
			)
		).toBe( true );
		// 438.99 + 92.19 IVA.
		expect( cart.totals.total_price ).toBe( '53118' );
	} );

	it( 'given two packages › when package 1 gets its own rate › package 0 keeps the default', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/add-item', { id: 68 } );
		const cart = (
			await shopper.post( '/cart/select-shipping-rate', {
				package_id: 1,
				rate_id: 'free_shipping:2',
			} )
		).body;
		expect( cart.totals.total_shipping ).toBe( '495' );
	} );

	it( 'given the fan alone (39.99 €) › when rates are listed › free shipping is not offered', async () => {
		const cart = ( await ( await fanTo( MADRID_SHIPPING ) ).get( '/cart' ) ).body;
		expect( rateIds( cart.shipping_rates[ 0 ] ) ).not.toContain( 'free_shipping:2' );
	} );

	it( 'given 61.98 € with a 20 % coupon › when rates are listed › 49.58 € after discount is below the 50 € threshold', async () => {
		const shopper = await shop.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		await shopper.post( '/cart/add-item', { id: 31 } );
		const cart = ( await shopper.post( '/cart/apply-coupon', { code: 'SOLO20' } ) ).body;
		expect( cart.totals.total_discount ).toBe( '1240' );
		expect( rateIds( cart.shipping_rates[ 0 ] ) ).not.toContain( 'free_shipping:2' );
	} );
} );

describe( 'shipping that needs an address first', () => {
	const strict = serveShopForThisFile( {
		engineOptions: { settings: { shippingCostRequiresAddress: true } },
	} );

	it( 'given no postcode yet › when the cart is read › shipping is not calculated: null totals, no rates', async () => {
		const shopper = await strict.shopper().start();
		const cart = ( await shopper.post( '/cart/add-item', { id: 17 } ) ).body;
		expect( cart.has_calculated_shipping ).toBe( false );
		expect( cart.shipping_rates ).toEqual( [] );
		expect( cart.totals.total_shipping ).toBeNull();
		expect( cart.totals.total_shipping_tax ).toBeNull();
	} );

	it( 'given a full address › when posted › shipping is calculated', async () => {
		const shopper = await strict.shopper().start();
		await shopper.post( '/cart/add-item', { id: 17 } );
		const cart = (
			await shopper.post( '/cart/update-customer', { shipping_address: MADRID_SHIPPING } )
		).body;
		expect( cart.has_calculated_shipping ).toBe( true );
		expect( cart.totals.total_shipping ).toBe( '495' );
	} );
} );
