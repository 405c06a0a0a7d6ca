/** The currency to write a price in: the site's from the settings, or that of a Store API money object. */

import { DEFAULT_SETTINGS, getSetting } from '@cesta/settings';
import type { CurrencyResponse } from '@cesta/types';

import { DEFAULT_CURRENCY } from './constants';
import { decodeCurrencyText, isMinorUnit, mergeCurrency } from './currency-fields';
import { invalidCurrencyFieldMessage } from './messages';
import {
	getAffixesFromSettingsPriceFormat,
	getCurrencyPrefix,
	getCurrencySuffix,
	isSymbolPosition,
} from './symbol-position';
import type { Currency } from './types';

const textOr = ( value: unknown, fallback: string ): string =>
	typeof value === 'string' ? decodeCurrencyText( value ) : fallback;

/**
 * The site currency from the `currency` setting, read on every call so a host
 * may print its settings late. Prefix and suffix follow `symbolPosition`; a
 * host that prints an unknown position gets them from `priceFormat` instead.
 */
const getSiteCurrency = (): Currency => {
	const settings = getSetting( 'currency' );
	const defaults = DEFAULT_SETTINGS.currency;
	const symbol = textOr( settings.symbol, defaults.symbol );
	let minorUnit = defaults.precision;
	if ( isMinorUnit( settings.precision ) ) {
		minorUnit = settings.precision;
	} else {
		console.error( invalidCurrencyFieldMessage( 'precision', settings.precision ) );
	}
	const affixes = isSymbolPosition( settings.symbolPosition )
		? {
				prefix: getCurrencyPrefix( symbol, settings.symbolPosition ),
				suffix: getCurrencySuffix( symbol, settings.symbolPosition ),
			}
		: getAffixesFromSettingsPriceFormat( settings.priceFormat, symbol );
	return {
		code: textOr( settings.code, defaults.code ),
		symbol,
		minorUnit,
		decimalSeparator: textOr( settings.decimalSeparator, defaults.decimalSeparator ),
		thousandSeparator: textOr( settings.thousandSeparator, defaults.thousandSeparator ),
		...affixes,
	};
};

/**
 * The site currency (from the `currency` setting) with `overrides` laid over
 * it. Overrides replace fields one by one: overriding `symbol` does not move
 * it into `prefix`. A field of the wrong type is ignored and logged.
 *
 * @example
 * getCurrency(); // { code: 'EUR', symbol: '€', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '€', suffix: '' }
 * getCurrency( { minorUnit: 0 } ).minorUnit; // 0
 */
export function getCurrency( overrides: Partial< Currency > = {} ): Currency {
	return mergeCurrency( getSiteCurrency(), overrides );
}

/**
 * The currency of any Store API money object (prices, totals, shipping rates,
 * coupon and fee totals, price ranges). Given nothing, or an object without
 * `currency_code`, it is the site currency. A field the object lacks takes the
 * specification's default (USD: `$`, 2 minor units, `.` and `,`); when both
 * prefix and suffix are missing, the symbol becomes the prefix.
 *
 * @example
 * const currency = getCurrencyFromPriceResponse( cart.totals );
 * formatPrice( cart.totals.total_price, currency ); // '€78.57'
 */
export function getCurrencyFromPriceResponse(
	response?: Partial< CurrencyResponse > | null
): Currency {
	if ( ! response || typeof response.currency_code !== 'string' || ! response.currency_code ) {
		return getCurrency();
	}
	const symbol = textOr( response.currency_symbol, DEFAULT_CURRENCY.symbol );
	const hasAffix =
		typeof response.currency_prefix === 'string' ||
		typeof response.currency_suffix === 'string';
	return {
		code: decodeCurrencyText( response.currency_code ),
		symbol,
		minorUnit: isMinorUnit( response.currency_minor_unit )
			? response.currency_minor_unit
			: DEFAULT_CURRENCY.minorUnit,
		decimalSeparator: textOr(
			response.currency_decimal_separator,
			DEFAULT_CURRENCY.decimalSeparator
		),
		thousandSeparator: textOr(
			response.currency_thousand_separator,
			DEFAULT_CURRENCY.thousandSeparator
		),
		prefix: hasAffix ? textOr( response.currency_prefix, '' ) : symbol,
		suffix: textOr( response.currency_suffix, DEFAULT_CURRENCY.suffix ),
	};
}
