/** How the button looks for a count and a total: badge visibility and accessible name. React-free. */
import type { MiniCartAttributes } from '../types';
import type { MiniCartSummary } from './cart-summary';
import { buttonTexts } from './messages';

/**
 * Whether the count badge is hidden: always with `never`, at 0 with
 * `greater_than_zero`, never with `always`.
 *
 * @example
 * isBadgeHidden( { ...attributes, productCountVisibility: 'greater_than_zero' }, 0 ); // true
 */
export function isBadgeHidden(
	{ productCountVisibility }: Pick< MiniCartAttributes, 'productCountVisibility' >,
	itemsCount: number
): boolean {
	return (
		productCountVisibility === 'never' ||
		( productCountVisibility === 'greater_than_zero' && itemsCount <= 0 )
	);
}

/**
 * The button's accessible name: the count, and the total when the block
 * shows it and it is known.
 *
 * @example
 * buttonLabel( attributes, { itemsCount: 2, total: '€79.98' } ); // '2 items in cart, total price of €79.98'
 */
export function buttonLabel(
	{ hasHiddenPrice }: Pick< MiniCartAttributes, 'hasHiddenPrice' >,
	{ itemsCount, total }: MiniCartSummary
): string {
	return ! hasHiddenPrice && total
		? buttonTexts.itemsInCartWithTotal( itemsCount, total )
		: buttonTexts.itemsInCart( itemsCount );
}
