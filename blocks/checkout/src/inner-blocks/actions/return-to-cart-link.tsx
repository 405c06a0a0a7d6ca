/** The "Return to Cart" link of the checkout's actions. */

import { getSetting, getStorePageUrl } from '@cesta/settings';

/**
 * The cart page's address: the page the block names (`cartPageId`, as
 * WooCommerce prints `page-<id>` settings), else the store's cart page.
 *
 * @example
 * cartPageUrl( 0 ); // '/carrito/'
 */
export function cartPageUrl( cartPageId: number ): string {
	const page = cartPageId ? getSetting< unknown >( `page-${ cartPageId }`, false ) : false;
	return typeof page === 'string' && page !== '' ? page : getStorePageUrl( 'cart', '/' );
}

/**
 * The link back to the cart (`wc-block-components-checkout-return-to-cart-button`),
 * with an arrow hidden from assistive technology.
 *
 * @example
 * <ReturnToCartLink href="/carrito/" label="Return to Cart" />
 */
export function ReturnToCartLink( { href, label }: { href: string; label: string } ) {
	return (
		<a className="wc-block-components-checkout-return-to-cart-button" href={ href }>
			<svg
				className="wc-block-components-checkout-return-to-cart-button__icon"
				viewBox="0 0 24 24"
				width="24"
				height="24"
				aria-hidden="true"
				focusable="false"
			>
				<path
					d="M20 11.2H6.8l3.7-3.7-1-1L3.9 12l5.6 5.5 1-1-3.7-3.7H20z"
					fill="currentColor"
				/>
			</svg>
			{ label }
		</a>
	);
}
