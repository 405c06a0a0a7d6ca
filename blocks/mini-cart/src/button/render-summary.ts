/** Writes a count and a total into the server-rendered button. React-free. */
import { MINI_CART_AMOUNT_CLASS_NAME, MINI_CART_BADGE_CLASS_NAME } from '../constants';
import type { MiniCartAttributes } from '../types';
import type { MiniCartSummary } from './cart-summary';
import { buttonLabel, isBadgeHidden } from './view';

/**
 * The count and total the button shows now (read back from its markup).
 *
 * @example
 * readSummary( wrapper ); // { itemsCount: 2, total: '€79.98' }
 */
export function readSummary( wrapper: HTMLElement ): MiniCartSummary {
	const badge = wrapper.querySelector( `.${ MINI_CART_BADGE_CLASS_NAME }` );
	const amount = wrapper.querySelector< HTMLElement >( `.${ MINI_CART_AMOUNT_CLASS_NAME }` );
	const count = Number.parseInt( badge?.textContent ?? '', 10 );
	return {
		itemsCount: Number.isFinite( count ) && count > 0 ? count : 0,
		total: amount && ! amount.hidden && amount.textContent ? amount.textContent : null,
	};
}

/**
 * Shows `summary` on the button: badge text and visibility, the total (when
 * the block shows one) and the accessible name.
 *
 * @example
 * renderSummary( wrapper, button, attributes, { itemsCount: 3, total: '€119.97' } );
 */
export function renderSummary(
	wrapper: HTMLElement,
	button: HTMLElement,
	attributes: MiniCartAttributes,
	summary: MiniCartSummary
): void {
	const badge = wrapper.querySelector< HTMLElement >( `.${ MINI_CART_BADGE_CLASS_NAME }` );
	if ( badge ) {
		badge.textContent = String( summary.itemsCount );
		badge.hidden = isBadgeHidden( attributes, summary.itemsCount );
	}
	const amount = wrapper.querySelector< HTMLElement >( `.${ MINI_CART_AMOUNT_CLASS_NAME }` );
	if ( amount ) {
		amount.textContent = summary.total ?? '';
		amount.hidden = summary.total === null;
	}
	button.setAttribute( 'aria-label', buttonLabel( attributes, summary ) );
}
