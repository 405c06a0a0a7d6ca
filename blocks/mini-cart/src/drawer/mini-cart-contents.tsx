/** The drawer's inside: the items table and footer of a filled cart, the empty state, or the loading state. */
import { useSelect } from '@wordpress/data';

import { LineItemsTable } from '@cesta/cart-checkout-shared';
import { TotalsItem } from '@cesta/components';
import { cartStore } from '@cesta/data';
import { getCurrencyFromPriceResponse } from '@cesta/price-format';
import { getStorePageUrl } from '@cesta/settings';
import type { Cart } from '@cesta/types';

import { miniCartTotalAmount } from '../button/cart-summary';
import { drawerTexts } from './messages';

/**
 * The cart the drawer shows and whether it is loaded yet (reading it starts
 * the one load when the page knew no cart).
 *
 * @example
 * const { cart, isLoading } = useMiniCartData();
 */
export function useMiniCartData(): { cart: Cart; isLoading: boolean } {
	return useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData(),
			isLoading: ! store.hasFinishedResolution( 'getCartData', [] ),
		};
	}, [] );
}

function MiniCartFooter( { cart }: { cart: Cart } ) {
	return (
		<div className="wc-block-mini-cart__footer">
			<TotalsItem
				className="wc-block-mini-cart__footer-subtotal"
				label={ drawerTexts.subtotal() }
				value={ miniCartTotalAmount( cart.totals ) }
				currency={ getCurrencyFromPriceResponse( cart.totals ) }
				description={ drawerTexts.subtotalNote() }
			/>
			<div className="wc-block-mini-cart__footer-actions">
				<a
					className="wc-block-components-button wp-element-button outlined wc-block-mini-cart__footer-cart"
					href={ getStorePageUrl( 'cart', '/' ) }
				>
					{ drawerTexts.viewCart() }
				</a>
				<a
					className="wc-block-components-button wp-element-button contained wc-block-mini-cart__footer-checkout"
					href={ getStorePageUrl( 'checkout', '/' ) }
				>
					{ drawerTexts.goToCheckout() }
				</a>
			</div>
		</div>
	);
}

function EmptyMiniCart() {
	return (
		<div className="wc-block-mini-cart__empty-cart-wrapper">
			<p className="wc-block-mini-cart__empty-cart-text">{ drawerTexts.empty() }</p>
			<a
				className="wc-block-components-button wp-element-button contained wc-block-mini-cart__shopping-button"
				href={ getStorePageUrl( 'shop', '/' ) }
			>
				{ drawerTexts.startShopping() }
			</a>
		</div>
	);
}

/**
 * The drawer's body (WooCommerce's mini-cart contents): while the cart
 * loads a status; a filled cart's items table (the Cart block's table from
 * `@cesta/cart-checkout-shared`, laid out compact, without checkout filters) and footer with the subtotal and the
 * links to the cart and checkout pages; an empty cart's message and a link
 * to the shop page.
 *
 * @example
 * <MiniCartContents cart={ cart } isLoading={ false } />
 */
export function MiniCartContents( { cart, isLoading }: { cart: Cart; isLoading: boolean } ) {
	if ( isLoading ) {
		return (
			<div className="wc-block-mini-cart__loading" role="status">
				{ drawerTexts.loading() }
			</div>
		);
	}
	if ( cart.items.length === 0 ) {
		return <EmptyMiniCart />;
	}
	return (
		<div className="wc-block-mini-cart__filled">
			<div className="wc-block-mini-cart__items">
				{ /* No checkout filters: their cart argument would start the cart store's
				page reloads, and the drawer keeps in step with the page itself (useCartSync). */ }
				<LineItemsTable
					lineItems={ cart.items }
					className="wc-block-mini-cart-items wc-block-mini-cart__products-table"
				/>
			</div>
			<MiniCartFooter cart={ cart } />
		</div>
	);
}
