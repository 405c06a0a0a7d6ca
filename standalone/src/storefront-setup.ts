/**
 * What every storefront page runs, without React (DESIGN §8: the shop
 * page's budget): the order attribution's page count, then, once the markup
 * is parsed, the theme's chrome (menu and login popups, search, scroll to
 * top, tooltips, lazy images; no admin bar in the site editor's template
 * preview), the Mini-Cart button (its drawer, React and the stores load
 * when the shopper reaches for it), the store notices and, only on pages
 * that print them (their code loads then), the Product Collection's
 * buttons, the price and attribute filters (which draw the listing again
 * in the page), the classic wc-ajax buttons and the classic cart fragments.
 */
import { ATTRIBUTE_FILTER_BLOCK_NAME } from '@cesta/block-attribute-filter/markup';
import { mountMiniCarts } from '@cesta/block-mini-cart';
import type { MiniCartDrawerModule } from '@cesta/block-mini-cart';
import { PRICE_FILTER_BLOCK_NAME } from '@cesta/block-price-filter/markup';
import { ADD_TO_CART_BUTTON_ATTRIBUTE } from '@cesta/block-product-collection/markup';
import { enhanceStoreNotices } from '@cesta/block-store-notice';
import { hideAdminBarInTemplatePreview } from '@cesta/blocks-shared/editor-preview';
import { subscribeToCart } from '@cesta/cart-events';
import type * as CartFragments from '@cesta/cart-fragments';
import { initOrderAttribution, readOrderAttributionParams } from '@cesta/order-attribution';
import { enhanceStorefrontChrome } from '@cesta/storefront-chrome';

import { whenDomReady } from './dom-ready';

/** WooCommerce's classic add buttons (not the blocks' own, `wc-interactive`) and mini-cart remove links. */
const CLASSIC_CART_SELECTOR = '.ajax_add_to_cart:not(.wc-interactive), .remove_from_cart_button';

type CartFragmentsModule = typeof CartFragments;

/**
 * A classic theme's fragments (its cart widget) kept fresh: refreshed on
 * the fragments script's own triggers, and when a block (a product button,
 * the Mini-Cart drawer) changed the cart through the Store API, as
 * WooCommerce Blocks asks with `wc_fragment_refresh`.
 */
const startClassicFragments = ( {
	readCartFragmentsParams,
	startCartFragments,
}: CartFragmentsModule ) => {
	const params = readCartFragmentsParams();
	if ( ! params ) {
		return;
	}
	startCartFragments( params );
	subscribeToCart( ( { cart } ) => {
		// Changes without a cart came from the classic scripts, which bring their fragments.
		if ( cart ) {
			document.body.dispatchEvent( new CustomEvent( 'wc_fragment_refresh' ) );
		}
	} );
};

/**
 * The listing's filters (price, attributes), whose code loads after the
 * page: one refresher draws the listings again for all of them, so their
 * choices hold together.
 *
 * @example
 * enhanceListingFilters( [ 'woocommerce/price-filter' ] );
 */
const enhanceListingFilters = ( filters: string[] ) => {
	void Promise.all( [
		import( '@cesta/block-product-collection' ),
		filters.includes( PRICE_FILTER_BLOCK_NAME ) ? import( '@cesta/block-price-filter' ) : null,
		filters.includes( ATTRIBUTE_FILTER_BLOCK_NAME )
			? import( '@cesta/block-attribute-filter' )
			: null,
	] ).then( ( [ { createProductCollectionRefresher }, price, attribute ] ) => {
		const { refresh } = createProductCollectionRefresher( document );
		void price?.enhancePriceFilters( document, { onQueryStateChange: refresh } );
		void attribute?.enhanceAttributeFilters( document, { onQueryStateChange: refresh } );
	} );
};

/**
 * The Product Collection's buttons, whose code loads after the page: a
 * click before it arrives is kept and made again once the buttons work, so
 * a quick shopper's add is not lost.
 */
const enhanceProductButtons = () => {
	const early: HTMLElement[] = [];
	const keepEarlyClick = ( event: MouseEvent ) => {
		const button = ( event.target as Element | null )?.closest< HTMLElement >(
			`[${ ADD_TO_CART_BUTTON_ATTRIBUTE }]`
		);
		if ( button && ! early.includes( button ) ) {
			early.push( button );
		}
	};
	document.addEventListener( 'click', keepEarlyClick );
	void import( '@cesta/block-product-collection' ).then( ( { enhanceAddToCartButtons } ) => {
		document.removeEventListener( 'click', keepEarlyClick );
		enhanceAddToCartButtons( document );
		early.forEach( ( button ) => button.click() );
	} );
};

/**
 * Enhances the storefront blocks of the page once the document is parsed;
 * `loadDrawer` brings the Mini-Cart drawer module (and React first, where
 * the page does not have it yet).
 *
 * @example
 * setUpStorefront( () => loadVendorReact( url ).then( () => import( './mini-cart-drawer' ) ) );
 */
export function setUpStorefront( loadDrawer: () => Promise< MiniCartDrawerModule > ): void {
	// Every page of the visit counts, at once: the shopper may leave soon.
	initOrderAttribution( readOrderAttributionParams() );
	whenDomReady( () => {
		hideAdminBarInTemplatePreview( document );
		enhanceStorefrontChrome( document );
		mountMiniCarts( document, { loadDrawer } );
		enhanceStoreNotices( document );
		if ( document.querySelector( `[${ ADD_TO_CART_BUTTON_ATTRIBUTE }]` ) ) {
			enhanceProductButtons();
		}
		const filters = [ PRICE_FILTER_BLOCK_NAME, ATTRIBUTE_FILTER_BLOCK_NAME ].filter( ( name ) =>
			document.querySelector( `[data-block-name="${ name }"]` )
		);
		if ( filters.length ) {
			enhanceListingFilters( filters );
		}
		if ( document.querySelector( CLASSIC_CART_SELECTOR ) ) {
			void import( '@cesta/classic-cart' ).then( ( { enhanceClassicCart } ) =>
				enhanceClassicCart()
			);
		}
		if ( 'wc_cart_fragments_params' in window ) {
			void import( '@cesta/cart-fragments' ).then( startClassicFragments );
		}
	} );
}
