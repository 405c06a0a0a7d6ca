/** The price of a product card: a range, a sale (`<del>`/`<ins>` with screen-reader texts) or one price. */
import { formatPrice, formatPriceRange, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { ProductResponse } from '@cesta/types';

import { markupTexts } from './messages';
import { safeText } from './text';

/**
 * The card's price markup (`wc-block-components-product-price`). A variable
 * product shows its range; a product on sale shows the regular price struck
 * through and the sale price, both hidden from screen readers, which read
 * "Original price was: …. Current price is: …." instead, as WooCommerce's
 * price HTML does; any other product one price. Nothing when there is no price.
 *
 * @example
 * productPriceMarkup( fan ); // '<div class="wc-block-components-product-price …"><del aria-hidden="true" …'
 */
export function productPriceMarkup( product: ProductResponse ): string {
	const prices = product.prices;
	if ( ! prices ) {
		return '';
	}
	const currency = getCurrencyFromPriceResponse( prices );
	let inner = '';
	if ( prices.price_range ) {
		inner = `<span class="wc-block-components-product-price__value">${ safeText(
			formatPriceRange(
				prices.price_range.min_amount,
				prices.price_range.max_amount,
				currency
			)
		) }</span>`;
	} else {
		const price = formatPrice( prices.price, currency );
		const regular = formatPrice( prices.regular_price, currency );
		if ( price === '' ) {
			return '';
		}
		inner =
			product.on_sale && regular !== '' && regular !== price
				? [
						`<del aria-hidden="true" class="wc-block-components-product-price__regular">${ safeText(
							regular
						) }</del> `,
						`<span class="screen-reader-text">${ safeText(
							markupTexts.originalPrice( regular )
						) }</span>`,
						`<ins aria-hidden="true" class="wc-block-components-product-price__value is-discounted">${ safeText(
							price
						) }</ins>`,
						`<span class="screen-reader-text">${ safeText(
							markupTexts.currentPrice( price )
						) }</span>`,
					].join( '' )
				: `<span class="wc-block-components-product-price__value">${ safeText(
						price
					) }</span>`;
	}
	return `<div class="wp-block-woocommerce-product-price wc-block-components-product-price">${ inner }</div>`;
}
