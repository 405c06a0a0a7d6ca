/*
 * Every message this package logs. They are for developers (the console), not
 * shoppers, so they are not translated.
 */
import {
	DEFAULT_PRICE_FORMAT,
	DEFAULT_SETTINGS_PRICE_FORMAT,
	MAX_MINOR_UNIT,
	PRICE_TAG,
	SETTINGS_PRICE_FORMAT_AMOUNT,
} from './constants';

const describeValue = ( value: unknown ): string => {
	if ( typeof value === 'string' ) {
		return JSON.stringify( value );
	}
	if ( typeof value === 'bigint' ) {
		return `${ value }n`;
	}
	if ( typeof value === 'symbol' || typeof value === 'function' ) {
		return typeof value;
	}
	if ( Array.isArray( value ) ) {
		return 'an array';
	}
	return typeof value === 'object' && value !== null ? 'an object' : String( value );
};

/**
 * Logged by `formatPrice` for a value that is neither empty nor a decimal
 * number; the price is then shown as an empty string.
 *
 * @example
 * invalidAmountMessage( 'abc' );
 */
export const invalidAmountMessage = ( value: unknown ): string =>
	`Cannot format ${ describeValue(
		value
	) } as a price: amounts are integers in minor units, such as "4000" for 40.00.`;

/**
 * Logged when a checkout-filter price format lacks the price tag (spec:
 * "Price formats must contain the price tag, else the default is used and an
 * error is logged").
 *
 * @example
 * priceFormatWithoutTagMessage( 'Only {price}' );
 */
export const priceFormatWithoutTagMessage = ( format: unknown ): string =>
	`Price formats must contain the price tag ${ PRICE_TAG }; ${ describeValue(
		format
	) } does not, so the default "${ DEFAULT_PRICE_FORMAT }" is used.`;

/**
 * Logged when the currency setting's `priceFormat` lacks the amount placeholder.
 *
 * @example
 * settingsPriceFormatWithoutAmountMessage( '%1$s' );
 */
export const settingsPriceFormatWithoutAmountMessage = ( format: unknown ): string =>
	`The currency price format must contain the amount placeholder ${ SETTINGS_PRICE_FORMAT_AMOUNT }; ${ describeValue(
		format
	) } does not, so the default "${ DEFAULT_SETTINGS_PRICE_FORMAT }" is used.`;

/**
 * Logged when a currency field has the wrong type; the field keeps the value
 * it would have had without the bad one.
 *
 * @example
 * invalidCurrencyFieldMessage( 'minorUnit', -1 );
 */
export const invalidCurrencyFieldMessage = ( field: string, value: unknown ): string =>
	field === 'minorUnit' || field === 'precision'
		? `Ignoring the currency ${ field } ${ describeValue(
				value
			) }: it must be a whole number from 0 to ${ MAX_MINOR_UNIT }.`
		: `Ignoring the currency ${ field } ${ describeValue( value ) }: it must be a string.`;
