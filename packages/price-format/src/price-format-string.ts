/** Checkout-filter price formats with the `<price/>` tag: validated, split around the tag, filled in. */

import { DEFAULT_PRICE_FORMAT, PRICE_TAG } from './constants';
import { formatPrice } from './format-price';
import { priceFormatWithoutTagMessage } from './messages';
import type { Currency, PriceAmount } from './types';

/**
 * A checkout-filter price format (`cartItemPrice`, `subtotalPriceFormat`,
 * `saleBadgePriceFormat`, `totalValue`) if it contains `<price/>`; otherwise
 * the default `'<price/>'`, and an error is logged (spec: "Price formats must
 * contain the price tag, else the default is used and an error is logged").
 *
 * @example
 * getValidPriceFormat( '<price/> per unit' ); // '<price/> per unit'
 * getValidPriceFormat( 'per unit' ); // '<price/>', logged
 */
export function getValidPriceFormat( format: unknown ): string {
	if ( typeof format === 'string' && format.includes( PRICE_TAG ) ) {
		return format;
	}
	console.error( priceFormatWithoutTagMessage( format ) );
	return DEFAULT_PRICE_FORMAT;
}

/**
 * The text of a valid price format around its `<price/>` tags, for components
 * that render the price as an element between the pieces. There is always one
 * piece more than there are tags.
 *
 * @example
 * splitPriceFormat( 'Now <price/> only' ); // [ 'Now ', ' only' ]
 * splitPriceFormat( 'nothing' ); // [ '', '' ], logged
 */
export function splitPriceFormat( format: unknown ): string[] {
	return getValidPriceFormat( format ).split( PRICE_TAG );
}

/**
 * A price written into a price format: every `<price/>` becomes the formatted
 * amount. The format is validated as `getValidPriceFormat` says; an amount
 * `formatPrice` cannot write gives `''`, since a format without its price
 * means nothing. The result is plain text, not HTML.
 *
 * @example
 * formatPriceWithFormat( '<price/> each', '4000' ); // '€40.00 each'
 * formatPriceWithFormat( 'each', '4000' ); // '€40.00', logged
 */
export function formatPriceWithFormat(
	format: unknown,
	amount: PriceAmount,
	currency?: Partial< Currency >
): string {
	const pieces = splitPriceFormat( format );
	const price = formatPrice( amount, currency );
	return price === '' ? '' : pieces.join( price );
}
