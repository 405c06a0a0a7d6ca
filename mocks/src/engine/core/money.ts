/** Money in integer minor units: rounding, currency fields and prices formatted as WooCommerce shows them. */

import type { CurrencyResponse } from '@cesta/types';

/**
 * How the shop shows money: the store currency settings.
 *
 * @example
 * const euro: CurrencySettings = { code: 'EUR', symbol: '€', symbolHtml: '&euro;', minorUnit: 2,
 *   decimalSeparator: '.', thousandSeparator: ',', position: 'left' };
 */
export interface CurrencySettings {
	code: string;
	symbol: string;
	/** The symbol as WooCommerce prints it inside HTML (`&euro;`). */
	symbolHtml: string;
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator: string;
	position: 'left' | 'right' | 'left_space' | 'right_space';
}

/**
 * `round( numerator / denominator )` with halves away from zero
 * (PHP_ROUND_HALF_UP), exact for integers.
 *
 * @example
 * roundHalfUpDiv( 10395, 100 ); // 104 (103.95 → 104)
 */
export function roundHalfUpDiv( numerator: number, denominator: number ): number {
	const sign = numerator < 0 ? -1 : 1;
	const magnitude = Math.abs( numerator );
	const quotient = Math.floor( magnitude / denominator );
	const remainder = magnitude - quotient * denominator;
	return sign * ( remainder * 2 >= denominator ? quotient + 1 : quotient );
}

/**
 * `round( numerator / denominator )` with halves towards zero (PHP_ROUND_HALF_DOWN).
 *
 * @example
 * roundHalfDownDiv( 250, 100 ); // 2
 */
export function roundHalfDownDiv( numerator: number, denominator: number ): number {
	const sign = numerator < 0 ? -1 : 1;
	const magnitude = Math.abs( numerator );
	const quotient = Math.floor( magnitude / denominator );
	const remainder = magnitude - quotient * denominator;
	return sign * ( remainder * 2 > denominator ? quotient + 1 : quotient );
}

/**
 * The currency fields every money object of the Store API carries.
 *
 * @example
 * currencyFields( euro ).currency_prefix; // '€'
 */
export function currencyFields( currency: CurrencySettings ): CurrencyResponse {
	const affixes = {
		left: [ currency.symbol, '' ],
		left_space: [ `${ currency.symbol } `, '' ],
		right: [ '', currency.symbol ],
		right_space: [ '', ` ${ currency.symbol }` ],
	}[ currency.position ];
	return {
		currency_code: currency.code,
		currency_symbol: currency.symbol,
		currency_minor_unit: currency.minorUnit,
		currency_decimal_separator: currency.decimalSeparator,
		currency_thousand_separator: currency.thousandSeparator,
		currency_prefix: affixes[ 0 ],
		currency_suffix: affixes[ 1 ],
	};
}

/**
 * A minor-unit amount as a decimal string with the shop's separators.
 *
 * @example
 * formatDecimal( 429000, euro ); // '4,290.00'
 */
export function formatDecimal( amount: number, currency: CurrencySettings ): string {
	const negative = amount < 0;
	const digits = String( Math.abs( amount ) ).padStart( currency.minorUnit + 1, '0' );
	const whole = digits.slice( 0, digits.length - currency.minorUnit );
	const fraction = digits.slice( digits.length - currency.minorUnit );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator );
	const text =
		currency.minorUnit > 0
			? `${ grouped }${ currency.decimalSeparator }${ fraction }`
			: grouped;
	return negative ? `-${ text }` : text;
}

/**
 * The plain-text price WooCommerce puts into messages (`wc_price` without tags).
 *
 * @example
 * formatPriceText( 10000, euro ); // '&euro;100.00'
 */
export function formatPriceText( amount: number, currency: CurrencySettings ): string {
	const number = formatDecimal( amount, currency );
	switch ( currency.position ) {
		case 'right':
			return `${ number }${ currency.symbolHtml }`;
		case 'right_space':
			return `${ number }&nbsp;${ currency.symbolHtml }`;
		case 'left_space':
			return `${ currency.symbolHtml }&nbsp;${ number }`;
		default:
			return `${ currency.symbolHtml }${ number }`;
	}
}

/**
 * One amount as WooCommerce's `wc_price` HTML.
 *
 * @example
 * priceAmountHtml( 1999, euro );
 * // '<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&euro;</span>19.99</span>'
 */
export function priceAmountHtml( amount: number, currency: CurrencySettings ): string {
	const symbol = `<span class="woocommerce-Price-currencySymbol">${ currency.symbolHtml }</span>`;
	const number = formatDecimal( amount, currency );
	const inner = currency.position.startsWith( 'left' )
		? `${ symbol }${ currency.position === 'left_space' ? '&nbsp;' : '' }${ number }`
		: `${ number }${ currency.position === 'right_space' ? '&nbsp;' : '' }${ symbol }`;
	return `<span class="woocommerce-Price-amount amount">${ inner }</span>`;
}
