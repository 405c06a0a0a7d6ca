/** Prefix and suffix of a price from WooCommerce's symbol position or the settings' sprintf price format. */

import {
	DEFAULT_SETTINGS_PRICE_FORMAT,
	SETTINGS_PRICE_FORMAT_AMOUNT,
	SETTINGS_PRICE_FORMAT_SYMBOL,
} from './constants';
import { decodeCurrencyText } from './currency-fields';
import { settingsPriceFormatWithoutAmountMessage } from './messages';
import type { SymbolPosition } from './types';

/**
 * The text around the digits of a price.
 *
 * @example
 * const affixes: CurrencyAffixes = { prefix: '', suffix: ' €' };
 */
export interface CurrencyAffixes {
	prefix: string;
	suffix: string;
}

const SYMBOL_POSITIONS: readonly SymbolPosition[] = [
	'left',
	'left_space',
	'right',
	'right_space',
];

/**
 * Whether a value is one of the four symbol positions WooCommerce knows.
 *
 * @example
 * isSymbolPosition( 'left_space' ); // true
 */
export function isSymbolPosition( value: unknown ): value is SymbolPosition {
	return SYMBOL_POSITIONS.includes( value as SymbolPosition );
}

/**
 * The text before the digits for a symbol position, as the Store API computes
 * `currency_prefix`: `left` → symbol, `left_space` → symbol and a space.
 *
 * @example
 * getCurrencyPrefix( '€', 'left_space' ); // '€ '
 * getCurrencyPrefix( '€', 'right' ); // ''
 */
export function getCurrencyPrefix( symbol: string, position: SymbolPosition ): string {
	return (
		{ left: symbol, left_space: `${ symbol } `, right: '', right_space: '' }[ position ] ?? ''
	);
}

/**
 * The text after the digits for a symbol position, as the Store API computes
 * `currency_suffix`: `right` → symbol, `right_space` → a space and the symbol.
 *
 * @example
 * getCurrencySuffix( '€', 'right_space' ); // ' €'
 */
export function getCurrencySuffix( symbol: string, position: SymbolPosition ): string {
	return (
		{ left: '', left_space: '', right: symbol, right_space: ` ${ symbol }` }[ position ] ?? ''
	);
}

/**
 * The currency setting's sprintf-style `priceFormat` (`%1$s` symbol, `%2$s`
 * amount) if it holds the amount placeholder; otherwise
 * `DEFAULT_SETTINGS_PRICE_FORMAT`, and an error is logged.
 *
 * @example
 * getValidSettingsPriceFormat( '%2$s %1$s' ); // '%2$s %1$s'
 * getValidSettingsPriceFormat( '%1$s' ); // '%1$s%2$s', logged
 */
export function getValidSettingsPriceFormat( format: unknown ): string {
	if ( typeof format === 'string' && format.includes( SETTINGS_PRICE_FORMAT_AMOUNT ) ) {
		return format;
	}
	console.error( settingsPriceFormatWithoutAmountMessage( format ) );
	return DEFAULT_SETTINGS_PRICE_FORMAT;
}

/**
 * Prefix and suffix read from a settings `priceFormat`: what stands before and
 * after `%2$s`, with `%1$s` replaced by the symbol and entities decoded
 * (WooCommerce's `%1$s&nbsp;%2$s` gives the prefix `'€\u00a0'`). An invalid
 * format falls back as `getValidSettingsPriceFormat` says.
 *
 * @example
 * getAffixesFromSettingsPriceFormat( '%2$s %1$s', '€' ); // { prefix: '', suffix: ' €' }
 */
export function getAffixesFromSettingsPriceFormat(
	format: unknown,
	symbol: string
): CurrencyAffixes {
	const valid = getValidSettingsPriceFormat( format );
	const at = valid.indexOf( SETTINGS_PRICE_FORMAT_AMOUNT );
	const withSymbol = ( text: string ) =>
		decodeCurrencyText( text.split( SETTINGS_PRICE_FORMAT_SYMBOL ).join( symbol ) );
	return {
		prefix: withSymbol( valid.slice( 0, at ) ),
		suffix: withSymbol( valid.slice( at + SETTINGS_PRICE_FORMAT_AMOUNT.length ) ),
	};
}
