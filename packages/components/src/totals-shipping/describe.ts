/** Words for the shipping row: the chosen rates' names, whether they are pickups, the one-line destination. */

import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import { getSelectedShippingRate } from '@cesta/registry';
import type { ShippingDestination, ShippingPackage } from '@cesta/types';

/**
 * Whether a rate is a local pickup: its method is one of the collectable
 * ones, or it is the pickup-location method.
 *
 * @example
 * isPickupRate( 'pickup_location', [ 'pickup_location', 'local_pickup' ] ); // true
 */
export const isPickupRate = (
	methodId: string,
	collectableMethodIds: readonly string[]
): boolean => methodId === 'pickup_location' || collectableMethodIds.includes( methodId );

/**
 * The names of the rates chosen in each package (the marked rate, else the
 * first: spec 2 §4 preselects it), a pickup rate without a name being "Local
 * pickup"; and whether every chosen rate is a pickup.
 *
 * @example
 * describeSelectedRates( cart.shippingRates, [] ); // { names: [ 'Tarifa plana' ], allPickup: false }
 */
export function describeSelectedRates(
	packages: readonly ShippingPackage[],
	collectableMethodIds: readonly string[]
): { names: string[]; allPickup: boolean } {
	const selected = packages.flatMap( ( pack ) => getSelectedShippingRate( pack ) ?? [] );
	const names = selected.map( ( rate ) =>
		rate.name
			? decodeEntities( rate.name )
			: isPickupRate( rate.method_id, collectableMethodIds )
				? __( 'Local pickup', 'cesta' )
				: ''
	);
	return {
		names: [ ...new Set( names.filter( Boolean ) ) ],
		allPickup:
			selected.length > 0 &&
			selected.every( ( rate ) => isPickupRate( rate.method_id, collectableMethodIds ) ),
	};
}

/**
 * An address in one line for "Shipping to …": postcode and city, state,
 * country, each by name when the lists know it. Empty when no country is set.
 *
 * @example
 * formatDestination( { postcode: '28014', city: 'Madrid', state: 'M', country: 'ES' }, { ES: 'España' }, { ES: { M: 'Madrid' } } );
 * // '28014 Madrid, España'
 */
export function formatDestination(
	address: Partial< ShippingDestination > | undefined,
	countries: Record< string, string > = {},
	states: Record< string, Record< string, string > > = {}
): string {
	if ( ! address?.country ) {
		return '';
	}
	const place = [ address.postcode, address.city ].filter( Boolean ).join( ' ' );
	const stateName = address.state
		? ( states[ address.country ]?.[ address.state ] ?? address.state )
		: '';
	const countryName = countries[ address.country ] ?? address.country;
	// A state named like the city ("Madrid, Madrid") says nothing more.
	const parts = [ place, stateName !== address.city ? stateName : '', countryName ];
	return decodeEntities( parts.filter( Boolean ).join( ', ' ) );
}
