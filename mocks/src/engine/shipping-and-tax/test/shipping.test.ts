/** Tests of shipping: zones, class costs, free shipping by amount or coupon, the chosen rate's fallback. */

import { createContext } from '../../core/context';
import { chosenRate, ratesForPackage, zoneFor } from '../shipping';

const context = createContext();
const destination = ( country: string, state = '' ) => ( {
	address_1: '',
	address_2: '',
	city: '',
	state,
	postcode: '',
	country,
} );
const contents = {
	names: [ 'Ventilador de pie &times; 1' ],
	shippingClasses: new Set< string >(),
	contentsCost: 3999,
};
const noFree = { hasFreeShippingCoupon: false, subtotal: 3999 };

describe( 'shipping zones and rates', () => {
	it.each( [
		[ 'ES', 'M', 'España peninsular y Baleares' ],
		[ 'ES', 'GC', 'Islas Canarias' ],
		[ 'ES', 'ML', 'Ceuta y Melilla' ],
		[ 'FR', '', 'Unión Europea' ],
	] )( 'given %s:%s › when the zone is found › is %s', ( country, state, name ) => {
		expect( zoneFor( context, destination( country, state ) )?.name ).toBe( name );
	} );

	it( 'given a country in no zone › when the zone is found › is null (rest of the world)', () => {
		expect( zoneFor( context, destination( 'US', 'NY' ) ) ).toBeNull();
	} );

	it( 'given a bulky item › when the flat rate is priced › adds the class cost (4.95 + 20.00)', () => {
		const rates = ratesForPackage(
			context,
			destination( 'ES', 'M' ),
			{ ...contents, shippingClasses: new Set( [ 'voluminoso' ] ) },
			noFree,
			() => ''
		);
		expect( rates[ 0 ] ).toMatchObject( { rateId: 'flat_rate:1', cost: 2495 } );
	} );

	it( 'given 50 € reached or a free-shipping coupon › when rates are listed › free shipping is offered ("either")', () => {
		const ids = ( eligibility: typeof noFree ) =>
			ratesForPackage(
				context,
				destination( 'ES', 'M' ),
				contents,
				eligibility,
				() => ''
			).map( ( rate ) => rate.rateId );
		expect( ids( noFree ) ).not.toContain( 'free_shipping:2' );
		expect( ids( { hasFreeShippingCoupon: false, subtotal: 5000 } ) ).toContain(
			'free_shipping:2'
		);
		expect( ids( { hasFreeShippingCoupon: true, subtotal: 100 } ) ).toContain(
			'free_shipping:2'
		);
	} );

	it( 'given a chosen rate that is not offered › when the rate in effect is found › falls back to the first', () => {
		const rates = ratesForPackage(
			context,
			destination( 'ES', 'M' ),
			contents,
			noFree,
			() => ''
		);
		expect( chosenRate( rates, 'pickup_location:1' )?.rateId ).toBe( 'pickup_location:1' );
		expect( chosenRate( rates, 'flat_rate:99' )?.rateId ).toBe( 'flat_rate:1' );
		expect( chosenRate( [], undefined ) ).toBeNull();
	} );
} );
