/** Types of the ProductPrice's props. */

import type { Currency, PriceAmount } from '@cesta/price-format';

/**
 * Props of {@link ProductPrice}.
 *
 * @example
 * const props: ProductPriceProps = { price: '3999', regularPrice: '4999', currency: getCurrencyFromPriceResponse( item.prices ) };
 */
export interface ProductPriceProps {
	/** Current price in minor units. @default undefined */
	price?: PriceAmount;
	/** Price before the sale; struck through when above `price`. @default undefined */
	regularPrice?: PriceAmount;
	/** Lowest price of a range (variable products); shown with `maxPrice` instead of `price`. @default undefined */
	minPrice?: PriceAmount;
	/** Highest price of a range. @default undefined */
	maxPrice?: PriceAmount;
	/** Currency of the amounts. @default the site currency */
	currency?: Partial< Currency >;
	/** Text around the price; each `<price/>` is replaced by it (checkout filter `cartItemPrice`). @default '<price/>' */
	format?: string;
	/** Server-rendered price HTML (a catalogue product's `price_html`), sanitised; used when no amount is given. @default undefined */
	priceHtml?: string;
	/** Shows a placeholder announced as "Loading price…". @default false */
	isLoading?: boolean;
	/** Text alignment. @default undefined (inherits) */
	align?: 'left' | 'center' | 'right';
	/** Extra class names of the wrapper. @default undefined */
	className?: string;
	/** Extra class names of the current price. @default undefined */
	priceClassName?: string;
	/** Extra class names of the struck-through regular price. @default undefined */
	regularPriceClassName?: string;
}
