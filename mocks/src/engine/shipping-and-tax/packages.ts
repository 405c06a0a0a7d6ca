/** Shipping packages: splitting the cart into packages, their rates and taxes, and the tax location. */

import type { ShippingDestination } from '@cesta/types';

import { stateName } from '../addresses/address-validation';
import type { LineTotals, PackageTotals, TotalsDeps } from '../cart/totals-types';
import { inherited } from '../catalogue/catalogue';
import type { EngineContext } from '../core/context';
import type { SessionState } from '../core/types';
import { chosenRate, ratesForPackage } from './shipping';
import { findTaxRates, roundedLineTax, taxMicros } from './taxes';
import type { TaxLocation } from './taxes';

/**
 * Where tax is due: the shop base, the billing address, the pickup location
 * when every package is collected, or the shipping address.
 *
 * @example
 * taxLocationFor( context, session ).country; // 'ES'
 */
export function taxLocationFor( context: EngineContext, session: SessionState ): TaxLocation {
	const { base } = context.fixtures.store;
	const baseLocation = {
		country: base.country,
		state: base.state,
		postcode: base.postcode,
		city: base.city,
	};
	const source = context.settings.taxBasedOn;
	if ( source === 'base' ) {
		return baseLocation;
	}
	const chosen = Object.values( session.chosenShipping );
	if (
		chosen.length > 0 &&
		chosen.every( ( rateId ) => rateId.startsWith( 'pickup_location:' ) )
	) {
		const index = Number( chosen[ 0 ].split( ':' )[ 1 ] );
		const location = context.fixtures.pickupLocations[ index ];
		if ( location ) {
			return { ...location.address };
		}
	}
	const address = source === 'billing' ? session.billing : session.shipping;
	return address.country
		? {
				country: address.country,
				state: address.state,
				postcode: address.postcode,
				city: address.city,
			}
		: baseLocation;
}

/**
 * Splits the shipped lines into packages (bulky classes travel on their own)
 * and prices each package's rates, with shipping tax for the cart's tax location.
 *
 * @example
 * buildPackages( deps, session, lines, { hasFreeShippingCoupon: false, subtotal: 5998 }, location ).length; // 1
 */
export function buildPackages(
	deps: TotalsDeps,
	session: SessionState,
	lines: LineTotals[],
	eligibility: { hasFreeShippingCoupon: boolean; subtotal: number },
	taxLocation: TaxLocation
): PackageTotals[] {
	const { context, catalogue } = deps;
	const groups = new Map< string, LineTotals[] >();
	for ( const entry of lines.filter( ( candidate ) => candidate.ships ) ) {
		const shippingClass = inherited( catalogue, entry.product, 'shippingClass' ) ?? '';
		const group = context.fixtures.separatePackageClasses.includes( shippingClass )
			? shippingClass
			: '';
		groups.set( group, [ ...( groups.get( group ) ?? [] ), entry ] );
	}
	const ordered = [
		...( groups.has( '' ) ? [ groups.get( '' )! ] : [] ),
		...[ ...groups ].filter( ( [ key ] ) => key !== '' ).map( ( [ , group ] ) => group ),
	];
	const { shipping } = session;
	const destination: ShippingDestination = {
		address_1: shipping.address_1,
		address_2: shipping.address_2,
		city: shipping.city,
		state: shipping.state,
		postcode: shipping.postcode,
		country: shipping.country,
	};
	const shippingTaxRates = findTaxRates( context, taxLocation ).filter(
		( rate ) => rate.shipping
	);
	return ordered.map( ( group, index ) => {
		const contents = {
			names: group.map( ( entry ) => `${ entry.fullName } &times; ${ entry.line.quantity }` ),
			shippingClasses: new Set(
				group
					.map(
						( entry ) => inherited( catalogue, entry.product, 'shippingClass' ) ?? ''
					)
					.filter( Boolean )
			),
			contentsCost: group.reduce( ( sum, entry ) => sum + entry.total, 0 ),
		};
		const rates = ratesForPackage( context, destination, contents, eligibility, stateName ).map(
			( rate ) => {
				const taxes = rate.taxable
					? taxMicros( rate.cost, shippingTaxRates )
					: new Map< number, number >();
				return { ...rate, taxes, tax: roundedLineTax( taxes ) };
			}
		);
		return {
			id: index,
			name: context.t( 'shipmentName', index + 1 ),
			destination,
			lines: group,
			rates,
			chosen: chosenRate(
				rates,
				session.chosenShipping[ String( index ) ]
			) as PackageTotals[ 'chosen' ],
		};
	} );
}
