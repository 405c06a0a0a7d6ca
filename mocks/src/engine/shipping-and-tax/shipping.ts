/** Shipping zones and rates: the zone of an address, the rates of a package, pickup, the chosen rate. */

import type { ShippingDestination } from '@cesta/types';

import type {
	PickupLocationFixture,
	ShippingMethodFixture,
	ShippingZoneFixture,
} from '../../fixtures/types';
import type { EngineContext } from '../core/context';

/**
 * A shipping rate offered for a package, before taxes.
 *
 * @example
 * rate.rateId; // 'flat_rate:1'
 */
export interface RateOption {
	rateId: string;
	name: string;
	cost: number;
	taxable: boolean;
	instanceId: number;
	methodId: string;
	metaData: Array< { key: string; value: string } >;
	/** Index into the pickup locations, for pickup rates. */
	pickupIndex?: number;
}

/**
 * What a package holds, as rate calculation needs it.
 *
 * @example
 * const contents: PackageContents = { names: [ 'Ventilador de pie &times; 1' ], shippingClasses: new Set(), contentsCost: 3999 };
 */
export interface PackageContents {
	/** "Name &times; qty" per item, for the `Items` meta. */
	names: string[];
	shippingClasses: Set< string >;
	/** Items subtotal of the package, minor units. */
	contentsCost: number;
}

/**
 * What decides whether free shipping is offered.
 *
 * @example
 * const eligibility: FreeShippingEligibility = { hasFreeShippingCoupon: false, subtotal: 5998 };
 */
export interface FreeShippingEligibility {
	hasFreeShippingCoupon: boolean;
	/** Displayed subtotal after discounts, the amount compared with the minimum. */
	subtotal: number;
}

const regionMatches = ( region: string, destination: ShippingDestination ): boolean => {
	const [ country, state ] = region.split( ':' );
	return (
		country === destination.country && ( state === undefined || state === destination.state )
	);
};

/**
 * The zone a destination falls into, or null for "rest of the world".
 *
 * @example
 * zoneFor( context, { country: 'ES', state: 'TF', … } )?.name; // 'Islas Canarias'
 */
export function zoneFor(
	context: EngineContext,
	destination: ShippingDestination
): ShippingZoneFixture | null {
	const zones = [ ...context.fixtures.zones ].sort( ( a, b ) => a.order - b.order );
	return (
		zones.find( ( zone ) =>
			zone.regions.some( ( region ) => regionMatches( region, destination ) )
		) ?? null
	);
}

const freeShippingOffered = (
	method: ShippingMethodFixture,
	eligibility: FreeShippingEligibility
): boolean => {
	const minMet = eligibility.subtotal >= ( method.minAmount ?? 0 );
	switch ( method.requires ?? '' ) {
		case 'coupon':
			return eligibility.hasFreeShippingCoupon;
		case 'min_amount':
			return minMet;
		case 'either':
			return eligibility.hasFreeShippingCoupon || minMet;
		case 'both':
			return eligibility.hasFreeShippingCoupon && minMet;
		default:
			return true;
	}
};

const methodRate = ( method: ShippingMethodFixture, contents: PackageContents ): RateOption => {
	const classCost = [ ...contents.shippingClasses ].reduce(
		( sum, shippingClass ) => sum + ( method.classCosts?.[ shippingClass ] ?? 0 ),
		0
	);
	return {
		rateId: `${ method.methodId }:${ method.instanceId }`,
		name: method.title,
		cost: method.methodId === 'flat_rate' ? ( method.cost ?? 0 ) + classCost : 0,
		taxable: Boolean( method.taxable ) && method.methodId === 'flat_rate',
		instanceId: method.instanceId,
		methodId: method.methodId,
		metaData: [ { key: 'Items', value: contents.names.join( ', ' ) } ],
	};
};

/**
 * The one-line address shown for a pickup location.
 *
 * @example
 * pickupAddressText( madrid, 'Madrid' ); // 'Calle Gran Vía 1, 28013 Madrid, Madrid'
 */
export function pickupAddressText( location: PickupLocationFixture, stateName: string ): string {
	const { address_1: street, postcode, city } = location.address;
	return `${ street }, ${ postcode } ${ city }, ${ stateName }`;
}

/**
 * The rates for one package: the zone's enabled methods that apply, then one
 * local pickup rate per enabled location (pickup ignores zones).
 *
 * @example
 * ratesForPackage( context, destination, contents, eligibility, stateName ).map( ( r ) => r.rateId );
 * // [ 'flat_rate:1', 'free_shipping:2', 'pickup_location:0', 'pickup_location:1' ]
 */
export function ratesForPackage(
	context: EngineContext,
	destination: ShippingDestination,
	contents: PackageContents,
	eligibility: FreeShippingEligibility,
	stateName: ( country: string, state: string ) => string
): RateOption[] {
	const zone = zoneFor( context, destination );
	const rates: RateOption[] = [];
	for ( const method of zone?.methods ?? [] ) {
		if ( method.enabled === false ) {
			continue;
		}
		if ( method.methodId === 'free_shipping' && ! freeShippingOffered( method, eligibility ) ) {
			continue;
		}
		rates.push( methodRate( method, contents ) );
	}
	context.fixtures.pickupLocations.forEach( ( location, index ) => {
		if ( ! location.enabled ) {
			return;
		}
		rates.push( {
			rateId: `pickup_location:${ index }`,
			name: `${ context.fixtures.pickupMethodTitle } (${ location.name })`,
			cost: 0,
			taxable: false,
			instanceId: 0,
			methodId: 'pickup_location',
			metaData: [
				{ key: 'pickup_location', value: location.name },
				{
					key: 'pickup_address',
					value: pickupAddressText(
						location,
						stateName( location.address.country, location.address.state )
					),
				},
				{ key: 'pickup_details', value: location.details },
				{ key: 'Items', value: contents.names.join( ', ' ) },
			],
			pickupIndex: index,
		} );
	} );
	return rates;
}

/**
 * The rate in effect for a package: the chosen one if still offered, else the
 * first (`wc_get_chosen_shipping_method_for_package`).
 *
 * @example
 * chosenRate( rates, 'free_shipping:2' )?.rateId;
 */
export function chosenRate( rates: RateOption[], chosen: string | undefined ): RateOption | null {
	return rates.find( ( rate ) => rate.rateId === chosen ) ?? rates[ 0 ] ?? null;
}
