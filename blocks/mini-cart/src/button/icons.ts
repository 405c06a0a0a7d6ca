/** The button's three icons (WooCommerce's `miniCartIcon` choices) as SVG markup. React-free. */
import type { MiniCartIcon } from '../types';

const PATHS: Record< MiniCartIcon, string > = {
	cart: 'M3 4h2.2l2.1 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.4M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
	bag: 'M5 8h14l-1 12H6L5 8zm4 0V6a3 3 0 0 1 6 0v2',
	'bag-alt': 'M4 9h16v11H4V9zm4 0V7a4 4 0 0 1 8 0v2M8 13h8',
};

/**
 * The icon's SVG (decorative: hidden from assistive technology), coloured
 * with `color` when given.
 *
 * @example
 * miniCartIconSvg( 'bag' ); // '<svg class="wc-block-mini-cart__icon" …'
 */
export function miniCartIconSvg( icon: MiniCartIcon, style = '' ): string {
	return `<svg class="wc-block-mini-cart__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false"${ style }><path d="${ PATHS[ icon ] }" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
