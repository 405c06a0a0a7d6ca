/**
 * The sample shop's currency (euros, two decimals, `€` before the amount, as
 * the captured Store API responses send it).
 */
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { CurrencyResponse } from '@cesta/types';

/**
 * The currency fields of a Store API response.
 *
 * @example
 * const fee = { name: 'Envoltorio', totals: { ...EUR_RESPONSE, total: '300', total_tax: '63' } };
 */
export const EUR_RESPONSE: Readonly< CurrencyResponse > = Object.freeze( {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '€',
	currency_suffix: '',
} );

/**
 * The currency as `formatPrice` and the price components take it.
 *
 * @example
 * render( <FormattedMonetaryAmount currency={ EUR } value={ 3999 } /> );
 */
export const EUR = getCurrencyFromPriceResponse( EUR_RESPONSE );
