/** Validation helpers for filter results: a value must keep a required text, a price format `<price/>`. */

import { PRICE_TAG } from '@cesta/price-format';

import { mustIncludeMessage } from '../messages';

/**
 * Validation helper for filter results: returns `true` when `value` contains
 * `requiredValue`, otherwise throws 'Returned value must include …'.
 *
 * @example
 * applyCheckoutFilter( {
 * 	filterName: 'myPluginLabel',
 * 	defaultValue: 'Envío: <shipping/>',
 * 	validation: ( value ) => mustContain( value, '<shipping/>' ),
 * } );
 */
export function mustContain( value: string, requiredValue: string ): true {
	if ( typeof value !== 'string' || ! value.includes( requiredValue ) ) {
		throw new Error( mustIncludeMessage( requiredValue, String( value ) ) );
	}
	return true;
}

/**
 * The validation of price-format filters: the format must keep `<price/>`.
 * `applyCheckoutFilter` applies it to those filters by itself.
 *
 * @example
 * productPriceValidation( '<price/> IVA incl.' ); // true
 * productPriceValidation( '10 €' ); // throws 'Returned value must include <price/>, you passed "10 €"'
 */
export function productPriceValidation( value: string ): true {
	return mustContain( value, PRICE_TAG );
}
