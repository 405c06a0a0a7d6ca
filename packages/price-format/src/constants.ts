/** The price-format constants: the price tag, settings format placeholders, default currency, limits. */

import type { Currency } from './types';

/**
 * The tag a checkout-filter price format (`cartItemPrice`,
 * `subtotalPriceFormat`, `saleBadgePriceFormat`, `totalValue`) must contain;
 * it stands for the formatted amount.
 *
 * @example
 * formatPriceWithFormat( `${ PRICE_TAG } each`, 4000 ); // '€40.00 each'
 */
export const PRICE_TAG = '<price/>';

/**
 * The checkout filters' default price format: the amount alone. Used in place
 * of a format that lacks {@link PRICE_TAG}.
 *
 * @example
 * getValidPriceFormat( 'no tag' ); // DEFAULT_PRICE_FORMAT, and an error is logged
 */
export const DEFAULT_PRICE_FORMAT = PRICE_TAG;

/**
 * Placeholder of the currency symbol in the settings' sprintf-style `priceFormat`.
 *
 * @example
 * '%1$s%2$s'.includes( SETTINGS_PRICE_FORMAT_SYMBOL ); // true
 */
export const SETTINGS_PRICE_FORMAT_SYMBOL = '%1$s';

/**
 * Placeholder of the amount in the settings' sprintf-style `priceFormat`; a
 * format without it is invalid.
 *
 * @example
 * '%1$s%2$s'.includes( SETTINGS_PRICE_FORMAT_AMOUNT ); // true
 */
export const SETTINGS_PRICE_FORMAT_AMOUNT = '%2$s';

/**
 * WooCommerce's price format for a symbol on the left, used in place of an
 * invalid settings `priceFormat`.
 *
 * @example
 * getValidSettingsPriceFormat( '%1$s' ); // DEFAULT_SETTINGS_PRICE_FORMAT, and an error is logged
 */
export const DEFAULT_SETTINGS_PRICE_FORMAT = '%1$s%2$s';

/**
 * The shared currency defaults of the specification (USD, 2 minor units,
 * symbol on the left, '.' decimal, ',' thousands). They fill fields a money
 * object from the API leaves out, as WooCommerce does.
 *
 * @example
 * DEFAULT_CURRENCY.minorUnit; // 2
 */
export const DEFAULT_CURRENCY: Readonly< Currency > = Object.freeze( {
	code: 'USD',
	symbol: '$',
	minorUnit: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
	prefix: '$',
	suffix: '',
} );

/**
 * The largest minor unit a currency may declare. ISO 4217 stops at 4; the
 * ceiling only keeps corrupt data from building absurdly long strings.
 *
 * @example
 * isMinorUnit( MAX_MINOR_UNIT + 1 ); // false
 */
export const MAX_MINOR_UNIT = 20;

/**
 * How many digits a thousands group holds.
 *
 * @example
 * groupDigits( '1234567', ',' ); // '1,234,567': groups of THOUSANDS_GROUP_SIZE
 */
export const THOUSANDS_GROUP_SIZE = 3;
