/** Taxes: the rates for a location, tax in micro-units and its rounding, rate labels. */

import type { TaxRateFixture } from '../../fixtures/types';
import { RATE_SCALE_PER_PERCENT, TAX_MICROS_PER_MINOR_UNIT } from '../core/constants';
import type { EngineContext } from '../core/context';
import { roundHalfUpDiv } from '../core/money';

/**
 * Where tax is worked out for: a country, state and postcode.
 *
 * @example
 * const madrid: TaxLocation = { country: 'ES', state: 'M', postcode: '28014', city: 'Madrid' };
 */
export interface TaxLocation {
	country: string;
	state: string;
	postcode: string;
	city: string;
}

/**
 * A tax rate that applies, with its percent scaled to an integer so that tax
 * arithmetic stays exact.
 *
 * @example
 * const iva: AppliedTaxRate = { id: 1, name: 'IVA', percent: 21, scaled: 210000, shipping: true };
 */
export interface AppliedTaxRate {
	id: number;
	name: string;
	percent: number;
	/** `percent × RATE_SCALE_PER_PERCENT`: tax in micro-units is `amount × scaled`. */
	scaled: number;
	shipping: boolean;
}

/** Tax per rate id, in millionths of a minor unit (unrounded). */
export type TaxMicros = Map< number, number >;

const toApplied = ( row: TaxRateFixture ): AppliedTaxRate => ( {
	id: row.id,
	name: row.name,
	percent: row.rate,
	scaled: Math.round( row.rate * RATE_SCALE_PER_PERCENT ),
	shipping: row.shipping,
} );

/**
 * The rates for a location and tax class: the first matching row of each
 * priority, as `WC_Tax::find_rates` does. Empty when taxes are off.
 *
 * @example
 * findTaxRates( context, { country: 'ES', state: 'M', postcode: '', city: '' } ); // [ IVA 21 % ]
 */
export function findTaxRates(
	context: EngineContext,
	location: TaxLocation,
	taxClass = ''
): AppliedTaxRate[] {
	if ( ! context.settings.taxesEnabled || ! location.country ) {
		return [];
	}
	const matches = context.fixtures.taxRates
		.filter(
			( row ) =>
				row.taxClass === taxClass &&
				( row.country === '' || row.country === location.country ) &&
				( ! row.states?.length || row.states.includes( location.state ) )
		)
		.sort( ( a, b ) => a.priority - b.priority || a.id - b.id );
	const byPriority = new Map< number, TaxRateFixture >();
	for ( const row of matches ) {
		if ( ! byPriority.has( row.priority ) ) {
			byPriority.set( row.priority, row );
		}
	}
	return [ ...byPriority.values() ].map( toApplied );
}

/**
 * Unrounded tax on an amount, per rate.
 *
 * @example
 * taxMicros( 3999, [ iva ] ).get( 1 ); // 839_790_000 (8.3979 €)
 */
export function taxMicros( amount: number, rates: AppliedTaxRate[] ): TaxMicros {
	return new Map( rates.map( ( rate ) => [ rate.id, amount * rate.scaled ] ) );
}

/**
 * A tax amount in micro-units rounded to minor units, half up (`wc_round_tax_total`).
 *
 * @example
 * roundTax( 103_950_000 ); // 104
 */
export function roundTax( micros: number ): number {
	return roundHalfUpDiv( micros, TAX_MICROS_PER_MINOR_UNIT );
}

/**
 * Each rate's tax rounded on its own, then summed: one line's tax
 * (`round_line_tax` when taxes are not rounded at subtotal).
 *
 * @example
 * roundedLineTax( taxMicros( 3999, [ iva ] ) ); // 840
 */
export function roundedLineTax( taxes: TaxMicros ): number {
	let total = 0;
	for ( const micros of taxes.values() ) {
		total += roundTax( micros );
	}
	return total;
}

/**
 * How a rate is shown in `tax_lines`: its percent without trailing zeros.
 *
 * @example
 * ratePercentLabel( 21 ); // '21%'
 */
export function ratePercentLabel( percent: number ): string {
	return `${ Number( percent.toFixed( 4 ) ) }%`;
}
