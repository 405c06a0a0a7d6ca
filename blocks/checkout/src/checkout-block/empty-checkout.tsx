/** What the Checkout block shows for an empty cart, as WooCommerce's checkout does. */

import { getStorePageUrl } from '@cesta/settings';

import { unavailableLabels as labels } from './unavailable-messages';

/**
 * What the checkout shows when the cart has no lines (WooCommerce's
 * checkout does the same, with no redirect): "Your cart is currently
 * empty!", why the checkout is not available, and a link to the shop when
 * the shop page is published.
 *
 * @example
 * if ( cartItems.length === 0 ) return <EmptyCheckout />;
 */
export function EmptyCheckout() {
	const shopUrl = getStorePageUrl( 'shop' );
	return (
		<div className="wc-block-checkout-empty">
			<h2 className="wc-block-checkout-empty__title">{ labels.emptyCartTitle() }</h2>
			<p className="wc-block-checkout-empty__description">
				{ labels.emptyCartDescription() }
			</p>
			{ shopUrl && (
				<span className="wp-block-button">
					<a href={ shopUrl } className="wp-block-button__link">
						{ labels.browseStore() }
					</a>
				</span>
			) }
		</div>
	);
}
