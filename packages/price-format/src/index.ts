/** Public surface of @cesta/price-format. */

export {
	DEFAULT_CURRENCY,
	DEFAULT_PRICE_FORMAT,
	DEFAULT_SETTINGS_PRICE_FORMAT,
	MAX_MINOR_UNIT,
	PRICE_TAG,
	SETTINGS_PRICE_FORMAT_AMOUNT,
	SETTINGS_PRICE_FORMAT_SYMBOL,
} from './constants';
export { getCurrency, getCurrencyFromPriceResponse } from './currency';
export { isMinorUnit } from './currency-fields';
export { formatPrice } from './format-price';
export { isEmptyAmount, toMinorUnits } from './minor-units';
export { parsePrice } from './parse-price';
export {
	formatPriceWithFormat,
	getValidPriceFormat,
	splitPriceFormat,
} from './price-format-string';
export { describePriceRange, formatPriceRange } from './price-range';
export {
	getAffixesFromSettingsPriceFormat,
	getCurrencyPrefix,
	getCurrencySuffix,
	getValidSettingsPriceFormat,
	isSymbolPosition,
} from './symbol-position';

export type { CurrencyAffixes } from './symbol-position';
export type { Currency, PriceAmount, SymbolPosition } from './types';
