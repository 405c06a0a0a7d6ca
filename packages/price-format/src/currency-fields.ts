/** Checks and merges currency fields: minor-unit guard, entity decoding, overrides laid over a base currency. */

import { decodeEntities } from '@wordpress/html-entities';

import { MAX_MINOR_UNIT } from './constants';
import { invalidCurrencyFieldMessage } from './messages';
import type { Currency } from './types';

const TEXT_FIELDS = [
	'code',
	'symbol',
	'decimalSeparator',
	'thousandSeparator',
	'prefix',
	'suffix',
] as const;

/**
 * Whether a value can be a currency's minor unit: a whole number from 0 to
 * `MAX_MINOR_UNIT`.
 *
 * @example
 * isMinorUnit( 2 ); // true
 * isMinorUnit( 2.5 ); // false
 */
export function isMinorUnit( value: unknown ): value is number {
	return (
		Number.isInteger( value ) &&
		( value as number ) >= 0 &&
		( value as number ) <= MAX_MINOR_UNIT
	);
}

/**
 * A currency text with HTML entities decoded (`&euro;` → `€`); hosts and old
 * plugins sometimes hand over encoded symbols.
 *
 * @example
 * decodeCurrencyText( '&nbsp;&euro;' ); // '\u00a0€'
 */
export function decodeCurrencyText( text: string ): string {
	return decodeEntities( text );
}

/**
 * `base` with every well-typed field of `overrides` laid over it. A field of
 * the wrong type is left out and logged, so one bad value never blanks a
 * price. Texts are entity-decoded.
 *
 * @example
 * mergeCurrency( euro, { minorUnit: 0, prefix: 'EUR ' } );
 */
export function mergeCurrency( base: Currency, overrides: Partial< Currency > ): Currency {
	const merged: Currency = { ...base };
	for ( const field of TEXT_FIELDS ) {
		const value: unknown = overrides[ field ];
		if ( typeof value === 'string' ) {
			merged[ field ] = decodeCurrencyText( value );
		} else if ( value !== undefined ) {
			console.error( invalidCurrencyFieldMessage( field, value ) );
		}
	}
	const minorUnit: unknown = overrides.minorUnit;
	if ( isMinorUnit( minorUnit ) ) {
		merged.minorUnit = minorUnit;
	} else if ( minorUnit !== undefined ) {
		console.error( invalidCurrencyFieldMessage( 'minorUnit', minorUnit ) );
	}
	return merged;
}
