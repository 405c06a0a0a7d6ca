/** The globals WooCommerce prints for its classic add-to-cart and cart-fragments scripts. */

import { __ } from '@wordpress/i18n';

import { DEMO_PATHS } from '../constants';

/** The demo's cart-hash storage keys, as WooCommerce derives them from the site (`md5( home_url )`). */
const SITE_KEY = 'cesta_demo';

/**
 * `wc_add_to_cart_params` and `wc_cart_fragments_params` as a classic
 * WooCommerce page prints them: the wc-ajax endpoint template, the cart
 * page, its texts and the fragments' storage keys.
 *
 * @example
 * renderBlocksHead( settings, session, bundles, { globals: classicCartParams() } );
 */
export function classicCartParams(): Record< string, Record< string, string > > {
	const wcAjaxUrl = '/?wc-ajax=%%endpoint%%';
	return {
		wc_add_to_cart_params: {
			ajax_url: '/wp-admin/admin-ajax.php',
			wc_ajax_url: wcAjaxUrl,
			i18n_view_cart: __( 'View cart', 'cesta' ),
			cart_url: DEMO_PATHS.cart,
			is_cart: '',
			cart_redirect_after_add: 'no',
		},
		wc_cart_fragments_params: {
			ajax_url: '/wp-admin/admin-ajax.php',
			wc_ajax_url: wcAjaxUrl,
			cart_hash_key: `wc_cart_hash_${ SITE_KEY }`,
			fragment_name: `wc_fragments_${ SITE_KEY }`,
			request_timeout: '5000',
		},
	};
}
