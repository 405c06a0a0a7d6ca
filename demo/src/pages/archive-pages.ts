/**
 * The product archives' content: a category as a Product Collection block,
 * a tag as a classic theme's loop (WooCommerce's `ajax_add_to_cart` links,
 * which also work as `?add-to-cart={id}` links without scripts, and the
 * classic mini cart widget).
 */

import { __, sprintf } from '@wordpress/i18n';

import {
	productPriceMarkup,
	renderProductCollectionMarkup,
	safeUrl,
} from '@cesta/block-product-collection/markup';
import type { ProductCollectionAttributes } from '@cesta/block-product-collection/markup';
import type { ProductResponse } from '@cesta/types';

import type { PriceRange } from '@cesta/types';

import type { CollectionPage, ProductTerm } from '../shop/storefront-data';
import { escapeHtml } from './html';
import { listingPriceFilter } from './shop-page';

/**
 * The Product Collection block of a category archive: the catalogue limited
 * to the category, the spec's defaults otherwise.
 *
 * @example
 * await loadCollectionPage( asker, categoryCollectionAttributes( category ), url.search );
 */
export const categoryCollectionAttributes = (
	category: ProductTerm
): ProductCollectionAttributes => ( {
	queryId: 0,
	query: { taxQuery: { product_cat: [ category.id ] } },
	ariaLabel: category.name,
	// Right under the page's h1.
	titleLevel: 2,
} );

/**
 * A category archive: its name, the price filter of its products and the products.
 *
 * @example
 * renderCategoryContent( category, page, priceRange, '/categoria-producto/cocina/' );
 */
export function renderCategoryContent(
	category: ProductTerm,
	page: CollectionPage,
	priceRange: PriceRange | null,
	pageUrl: string
): string {
	const urlQuery = new URL( pageUrl, 'http://localhost' ).search;
	return `<h1>${ escapeHtml( category.name ) }</h1>
${ listingPriceFilter( priceRange, urlQuery, page.query ) }
${ renderProductCollectionMarkup( {
	attributes: categoryCollectionAttributes( category ),
	...page,
	pageUrl,
} ) }`;
}

const classicAddLink = ( product: ProductResponse, archivePath: string ) => {
	const canAdd = product.type === 'simple' && product.is_purchasable && product.is_in_stock;
	const label = sprintf(
		/* translators: %s: product name. */
		__( 'Add to cart: “%s”', 'cesta' ),
		product.name
	);
	if ( ! canAdd ) {
		return `<a class="button product_type_${ escapeHtml( product.type ) }" href="${ safeUrl(
			product.permalink
		) }">${ escapeHtml( __( 'Select options', 'cesta' ) ) }</a>`;
	}
	const success = sprintf(
		/* translators: %s: product name. */
		__( '“%s” has been added to your cart', 'cesta' ),
		product.name
	);
	return `<a href="${ escapeHtml(
		`${ archivePath }?add-to-cart=${ product.id }`
	) }" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${
		product.id
	}" data-product_sku="${ escapeHtml( product.sku ) }" aria-label="${ escapeHtml(
		label
	) }" data-success_message="${ escapeHtml( success ) }" rel="nofollow">${ escapeHtml(
		__( 'Add to cart', 'cesta' )
	) }</a>`;
};

const classicLoopItem = ( product: ProductResponse, archivePath: string ) => {
	const image = product.images[ 0 ];
	return `<li class="product type-product">
<a class="woocommerce-LoopProduct-link" href="${ safeUrl( product.permalink ) }">${
		image
			? `<img src="${ safeUrl( image.thumbnail || image.src ) }" alt="" width="300" height="300" loading="lazy">`
			: ''
	}<h2 class="woocommerce-loop-product__title">${ escapeHtml( product.name ) }</h2></a>
${ productPriceMarkup( product ) }
${ classicAddLink( product, archivePath ) }
</li>`;
};

/**
 * A tag archive as a classic theme prints it: the tag's products with
 * classic add-to-cart links and, beside them, the classic mini cart widget
 * (`div.widget_shopping_cart_content`, which the wc-ajax answers replace).
 *
 * @example
 * renderTagContent( tag, products, '/etiqueta-producto/novedad/', widgetHtml );
 */
export function renderTagContent(
	tag: ProductTerm,
	products: ProductResponse[],
	archivePath: string,
	miniCartWidget: string
): string {
	return `<h1>${ escapeHtml( tag.name ) }</h1>
<div class="demo-classic-archive">
<ul class="products columns-3">
${ products.map( ( product ) => classicLoopItem( product, archivePath ) ).join( '\n' ) }
</ul>
<aside class="widget woocommerce widget_shopping_cart" aria-labelledby="carrito-clasico">
<h2 id="carrito-clasico" class="widgettitle">${ escapeHtml( __( 'Cart', 'cesta' ) ) }</h2>
${ miniCartWidget }
</aside>
</div>`;
}
