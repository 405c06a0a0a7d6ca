/** The shop page: the product list with prices and classic add-to-cart links. */

import { __, sprintf } from '@wordpress/i18n';

import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';
import type { ProductResponse } from '@cesta/types';

import { DEMO_PATHS } from '../constants';
import { escapeHtml } from './html';

/**
 * Only the path of a URL the shop built on its site URL: the page may be
 * opened on another host name (`localhost` for `127.0.0.1`), and images and
 * links must stay on the origin the visitor uses.
 */
const samePath = ( url: string ) => {
	const { pathname, search } = new URL( url, 'http://localhost' );
	return `${ pathname }${ search }`;
};

const priceHtml = ( product: ProductResponse ) => {
	const currency = getCurrencyFromPriceResponse( product.prices );
	const price = formatPrice( product.prices.price, currency );
	if ( ! product.on_sale || product.prices.regular_price === product.prices.price ) {
		return `<span class="price">${ escapeHtml( price ) }</span>`;
	}
	const regular = formatPrice( product.prices.regular_price, currency );
	return `<span class="price"><del aria-hidden="true">${ escapeHtml(
		regular
	) }</del><span class="screen-reader-text">${ escapeHtml(
		sprintf(
			/* translators: %s: the price before the sale. */
			__( 'Original price was: %s.', 'cesta' ),
			regular
		)
	) }</span> <ins aria-hidden="true">${ escapeHtml(
		price
	) }</ins><span class="screen-reader-text">${ escapeHtml(
		sprintf(
			/* translators: %s: the sale price. */
			__( 'Current price is: %s.', 'cesta' ),
			price
		)
	) }</span></span>`;
};

const productCard = ( product: ProductResponse ) => {
	const image = product.images[ 0 ];
	const addLink = `${ DEMO_PATHS.shop }?add-to-cart=${ product.id }`;
	return `<li class="demo-product">
${ image ? `<img src="${ escapeHtml( samePath( image.thumbnail || image.src ) ) }" alt="" width="300" height="300" loading="lazy">` : '' }
<h2>${ escapeHtml( product.name ) }</h2>
${ priceHtml( product ) }
<a class="demo-button" href="${ escapeHtml( addLink ) }" rel="nofollow" aria-label="${ escapeHtml(
		sprintf(
			/* translators: %s: product name. */
			__( 'Add to cart: “%s”', 'cesta' ),
			product.name
		)
	) }">${ escapeHtml( __( 'Add to cart', 'cesta' ) ) }</a>
</li>`;
};

/**
 * The content of the shop page: every simple product of the catalogue with
 * its price and a classic `?add-to-cart={id}` link (the shop answers it and
 * sends the visitor back here), and a link to the cart.
 *
 * @example
 * renderShopContent( mock.engine.listProducts( { perPage: 100 } ).items, 2 );
 */
export function renderShopContent( products: ProductResponse[], cartItemsCount: number ): string {
	const addable = products.filter(
		( product ) => product.type === 'simple' && product.is_purchasable && product.is_in_stock
	);
	const cartLink = `<p><a href="${ DEMO_PATHS.cart }">${ escapeHtml(
		cartItemsCount > 0
			? sprintf(
					/* translators: %d: number of items in the cart. */
					__( 'View your cart (%d)', 'cesta' ),
					cartItemsCount
				)
			: __( 'View your cart', 'cesta' )
	) }</a></p>`;
	return `<h1>${ escapeHtml( __( 'Shop', 'cesta' ) ) }</h1>
${ cartLink }
<ul class="demo-products">
${ addable.map( productCard ).join( '\n' ) }
</ul>`;
}
