/** WooCommerce's own collections: their names, titles and the attributes each starts with. */
import { __ } from '@wordpress/i18n';

import type { ProductCollection } from './register-product-collection';

/**
 * WooCommerce's collection names.
 *
 * @example
 * CORE_COLLECTION_NAMES.ON_SALE; // 'woocommerce/product-collection/on-sale'
 */
export const CORE_COLLECTION_NAMES = Object.freeze( {
	PRODUCT_CATALOG: 'woocommerce/product-collection/product-catalog',
	ON_SALE: 'woocommerce/product-collection/on-sale',
	FEATURED: 'woocommerce/product-collection/featured',
	BEST_SELLERS: 'woocommerce/product-collection/best-sellers',
	TOP_RATED: 'woocommerce/product-collection/top-rated',
	NEW_ARRIVALS: 'woocommerce/product-collection/new-arrivals',
} as const );

// Titles are getters so they are translated when read, after the page's
// translations are loaded, not when this module is.
const collection = (
	name: string,
	title: () => string,
	description: () => string,
	attributes: ProductCollection[ 'attributes' ]
): ProductCollection =>
	Object.freeze( {
		name,
		get title() {
			return title();
		},
		get description() {
			return description();
		},
		attributes,
	} );

/**
 * WooCommerce's collections, in the order its editor lists them.
 *
 * @example
 * CORE_COLLECTIONS.length; // 6
 */
export const CORE_COLLECTIONS: readonly ProductCollection[] = Object.freeze( [
	collection(
		CORE_COLLECTION_NAMES.PRODUCT_CATALOG,
		() => __( 'Product Catalog', 'cesta' ),
		() => __( 'Display all products in your catalog.', 'cesta' ),
		{ query: { inherit: false } }
	),
	collection(
		CORE_COLLECTION_NAMES.ON_SALE,
		() => __( 'On Sale Products', 'cesta' ),
		() => __( 'Highlight products that are currently on sale.', 'cesta' ),
		{ query: { woocommerceOnSale: true } }
	),
	collection(
		CORE_COLLECTION_NAMES.FEATURED,
		() => __( 'Featured Products', 'cesta' ),
		() => __( 'Showcase your featured products.', 'cesta' ),
		{ query: { featured: true } }
	),
	collection(
		CORE_COLLECTION_NAMES.BEST_SELLERS,
		() => __( 'Best Sellers', 'cesta' ),
		() => __( 'Recommend your best-selling products.', 'cesta' ),
		{ query: { orderBy: 'popularity', order: 'desc', perPage: 5, pages: 1 } }
	),
	collection(
		CORE_COLLECTION_NAMES.TOP_RATED,
		() => __( 'Top Rated Products', 'cesta' ),
		() => __( 'Recommend products with the highest review ratings.', 'cesta' ),
		{ query: { orderBy: 'rating', order: 'desc', perPage: 5, pages: 1 } }
	),
	collection(
		CORE_COLLECTION_NAMES.NEW_ARRIVALS,
		() => __( 'New Arrivals', 'cesta' ),
		() => __( 'Recommend your newest products.', 'cesta' ),
		{ query: { orderBy: 'date', order: 'desc', perPage: 5, pages: 1 } }
	),
] );
