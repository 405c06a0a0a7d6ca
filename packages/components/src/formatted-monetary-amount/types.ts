/** Types of the FormattedMonetaryAmount's props. */

import type { Currency, PriceAmount } from '@cesta/price-format';

/**
 * Props of {@link FormattedMonetaryAmount}.
 *
 * @example
 * const props: FormattedMonetaryAmountProps = { value: '3999', currency: getCurrencyFromPriceResponse( item.prices ) };
 */
export interface FormattedMonetaryAmountProps {
	/** Amount in minor units (`'3999'` is 39.99 with two decimals); empty renders nothing. */
	value: PriceAmount;
	/** Currency of the amount; missing fields come from the site currency. @default the site currency */
	currency?: Partial< Currency >;
	/** Extra class names. @default undefined */
	className?: string;
}
