/** What the button shows of a cart: its item count and the total beside the icon. React-free. */
import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getSetting } from '@cesta/settings';
import type { CartResponse, CartTotals } from '@cesta/types';

/**
 * The count and the display total of a cart (`total` is `null` when
 * unknown).
 *
 * @example
 * const summary: MiniCartSummary = { itemsCount: 2, total: '€79.98' };
 */
export interface MiniCartSummary {
	itemsCount: number;
	total: string | null;
}

/**
 * The amount (minor units) the Mini-Cart shows as the cart's total, as
 * WooCommerce's does: the items' total, with their tax when the shop
 * displays cart prices including tax.
 *
 * @example
 * miniCartTotalAmount( cart.totals ); // '7998'
 */
export function miniCartTotalAmount( totals: CartTotals ): string {
	return getSetting( 'displayCartPricesIncludingTax' ) === true
		? (
				BigInt( totals.total_items || '0' ) + BigInt( totals.total_items_tax || '0' )
			).toString()
		: totals.total_items;
}

/**
 * The Mini-Cart's total of a cart, formatted in the cart's currency.
 *
 * @example
 * miniCartTotal( cart ); // '€79.98'
 */
export function miniCartTotal( cart: Pick< CartResponse, 'totals' > ): string {
	return formatPrice(
		miniCartTotalAmount( cart.totals ),
		getCurrencyFromPriceResponse( cart.totals )
	);
}

/**
 * The count and total of a cart.
 *
 * @example
 * summarizeCart( cart ); // { itemsCount: 2, total: '€79.98' }
 */
export function summarizeCart( cart: CartResponse ): MiniCartSummary {
	return { itemsCount: cart.items_count, total: miniCartTotal( cart ) };
}
