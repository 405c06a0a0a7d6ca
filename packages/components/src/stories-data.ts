/*
 * Example data shared by the stories: the Spanish sample shop's cart (EUR,
 * IVA 21 %), as the Store API returns it. Used only by `*.stories.tsx`.
 */
import type { CartCoupon, CartFee, CartTotals, CurrencyResponse } from '@cesta/types';

/** The sample shop's currency fields. */
export const EXAMPLE_CURRENCY_FIELDS: CurrencyResponse = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '€',
	currency_suffix: '',
};

/** Totals of a cart with the fan and a T-shirt, coupon DESCUENTO10 and flat rate shipping. */
export const EXAMPLE_TOTALS: CartTotals = {
	...EXAMPLE_CURRENCY_FIELDS,
	total_items: '5998',
	total_items_tax: '1260',
	total_fees: '250',
	total_fees_tax: '53',
	total_discount: '600',
	total_discount_tax: '126',
	total_shipping: '495',
	total_shipping_tax: '104',
	total_price: '7434',
	total_tax: '1291',
	tax_lines: [ { name: 'IVA', price: '1291', rate: '21%' } ],
};

/** The coupon applied in {@link EXAMPLE_TOTALS}. */
export const EXAMPLE_COUPONS: CartCoupon[] = [
	{
		code: 'descuento10',
		discount_type: 'percent',
		totals: { ...EXAMPLE_CURRENCY_FIELDS, total_discount: '600', total_discount_tax: '126' },
	},
];

/** A fee of {@link EXAMPLE_TOTALS}. */
export const EXAMPLE_FEES: CartFee[] = [
	{
		key: 'gift-wrap',
		name: 'Envoltorio de regalo',
		totals: { ...EXAMPLE_CURRENCY_FIELDS, total: '250', total_tax: '53' },
	},
];

/** Countries of the shipping calculator stories. */
export const EXAMPLE_COUNTRIES: Record< string, string > = {
	ES: 'España',
	PT: 'Portugal',
	DE: 'Alemania',
	GB: 'Reino Unido',
};

/** States by country; Germany lists none, the UK is absent (free text). */
export const EXAMPLE_STATES: Record< string, Record< string, string > > = {
	ES: { M: 'Madrid', B: 'Barcelona', V: 'Valencia' },
	PT: {},
	DE: {},
};
