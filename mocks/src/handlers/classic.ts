/** The classic storefront endpoints (wc-ajax, add-to-cart links, swatches quick add, banner dismiss). */

import { availableVariation, miniCartHtml } from '../engine/cart/classic';
import { productPermalink } from '../engine/catalogue/product-links';
import { STORE_API_NONCE_ACTION, WP_REST_NONCE_ACTION } from '../engine/core/constants';
import { isStoreApiError } from '../engine/core/errors';
import type { Engine } from '../engine/engine';
import { BASE_HEADERS } from './responses';
import { identify, sessionHeaders } from './session';
import type { SessionIdentity } from './session';
import type { ApiRequest, ApiResponse } from './types';

/** The nonce action of the swatches quick add (`security`). */
export const SWATCHES_NONCE_ACTION = 'cesta-swatches';
/** The admin-ajax `action` of the swatches quick add. */
export const SWATCHES_AJAX_ACTION = 'cesta_swatches_add_to_cart';

/**
 * A classic storefront request: the URL and the parsed form fields.
 *
 * @example
 * const request: ClassicRequest = { url: new URL( 'http://shop/?wc-ajax=add_to_cart' ), api, form: { product_id: '17' } };
 */
export interface ClassicRequest {
	url: URL;
	api: ApiRequest;
	form: Record< string, unknown >;
}

const nonceKey = ( engine: Engine, identity: SessionIdentity ) =>
	identity.via === 'none' && ! engine.deps.sessions.has( identity.sessionId )
		? '0'
		: identity.sessionId;

const withSession = (
	engine: Engine,
	request: ApiRequest,
	identity: SessionIdentity,
	status: number,
	body: unknown,
	headers: Record< string, string > = {}
): ApiResponse => ( {
	status,
	headers: { ...BASE_HEADERS, ...headers },
	cookies: sessionHeaders( engine, request, identity ).cookies,
	body,
} );

const fragments = ( engine: Engine, identity: SessionIdentity ) => ( {
	fragments: {
		'div.widget_shopping_cart_content': miniCartHtml(
			engine.deps,
			engine.session( identity.sessionId )
		),
	},
	cart_hash: engine.cartHash( identity.sessionId ),
} );

/** Adds by product or variation id the way `WC_AJAX::add_to_cart` does. */
const classicAdd = (
	engine: Engine,
	identity: SessionIdentity,
	id: number,
	quantity: number | null,
	variation: Record< string, unknown > = {}
) => {
	const product = engine.deps.catalogue.get( id );
	try {
		engine.addItem( identity.sessionId, {
			id,
			quantity,
			variation: Object.entries( variation ).map( ( [ attribute, value ] ) => ( {
				attribute,
				value: String( value ),
			} ) ),
		} );
		return null;
	} catch ( error ) {
		if ( ! isStoreApiError( error ) ) {
			throw error;
		}
		return {
			error: true,
			product_url: product
				? productPermalink( engine.deps, product )
				: engine.context.siteUrl,
		};
	}
};

/**
 * Answers the classic endpoints of the storefront spec §7: `?wc-ajax=add_to_cart`,
 * `remove_from_cart`, `get_variation`, `get_refreshed_fragments`, the swatches
 * quick add through admin-ajax, `?add-to-cart={id}` links and the banner-dismiss
 * REST call. Returns null when the request is none of those.
 *
 * @example
 * dispatchClassic( engine, request )?.body; // { fragments, cart_hash }
 */
export function dispatchClassic( engine: Engine, request: ClassicRequest ): ApiResponse | null {
	const { url, api, form } = request;
	const action = url.searchParams.get( 'wc-ajax' );
	const identity = identify( engine, api );
	const { nonces } = engine.deps;
	if ( action ) {
		switch ( action ) {
			case 'add_to_cart': {
				const failure = classicAdd(
					engine,
					identity,
					Number( form.product_id ),
					form.quantity ? Number( form.quantity ) : null
				);
				return withSession(
					engine,
					api,
					identity,
					200,
					failure ?? fragments( engine, identity )
				);
			}
			case 'remove_from_cart': {
				const key = String( form.cart_item_key ?? '' );
				try {
					engine.removeItem( identity.sessionId, key );
					return withSession( engine, api, identity, 200, fragments( engine, identity ) );
				} catch {
					return withSession( engine, api, identity, 200, { success: false } );
				}
			}
			case 'get_variation': {
				const chosen = Object.fromEntries(
					Object.entries( form )
						.filter( ( [ key ] ) => key.startsWith( 'attribute_' ) )
						.map( ( [ key, value ] ) => [ key, String( value ) ] )
				);
				return withSession(
					engine,
					api,
					identity,
					200,
					availableVariation( engine.deps, Number( form.product_id ), chosen )
				);
			}
			case 'get_refreshed_fragments':
				return withSession( engine, api, identity, 200, fragments( engine, identity ) );
			default:
				return withSession( engine, api, identity, 400, 0 );
		}
	}
	if (
		url.pathname.endsWith( '/wp-admin/admin-ajax.php' ) &&
		form.action === SWATCHES_AJAX_ACTION
	) {
		if (
			! nonces.verify(
				String( form.security ?? '' ),
				SWATCHES_NONCE_ACTION,
				nonceKey( engine, identity )
			)
		) {
			return withSession( engine, api, identity, 403, -1 );
		}
		const variationId = Number( form.variation_id );
		if ( ! Number( form.product_id ) || ! variationId ) {
			return withSession( engine, api, identity, 200, {
				error: true,
				product_url: engine.context.siteUrl,
			} );
		}
		const failure = classicAdd(
			engine,
			identity,
			variationId,
			form.quantity ? Number( form.quantity ) : null,
			( form.variation as Record< string, unknown > ) ?? {}
		);
		return withSession( engine, api, identity, 200, failure ?? fragments( engine, identity ) );
	}
	if ( api.method === 'POST' && /\/wp\/v2\/users\/me\/?$/.test( url.pathname ) ) {
		const nonce = api.headers.get( 'x-wp-nonce' ) ?? '';
		if ( ! nonces.verify( nonce, WP_REST_NONCE_ACTION, nonceKey( engine, identity ) ) ) {
			return withSession( engine, api, identity, 401, {
				code: 'rest_not_logged_in',
				message: engine.context.t( 'notLoggedIn' ),
				data: { status: 401 },
			} );
		}
		const dismissed =
			( form.woocommerce_meta as Record< string, unknown > | undefined )
				?.coming_soon_banner_dismissed === 'yes';
		const session = engine.session( identity.sessionId );
		session.bannerDismissed = session.bannerDismissed || dismissed;
		engine.deps.sessions.save( session );
		return withSession( engine, api, identity, 200, {
			id: session.userId,
			woocommerce_meta: {
				coming_soon_banner_dismissed: session.bannerDismissed ? 'yes' : 'no',
			},
		} );
	}
	const addToCart = url.searchParams.get( 'add-to-cart' );
	if ( api.method === 'GET' && addToCart && /^\d+$/.test( addToCart ) ) {
		const failure = classicAdd(
			engine,
			identity,
			Number( addToCart ),
			url.searchParams.get( 'quantity' ) ? Number( url.searchParams.get( 'quantity' ) ) : null
		);
		const target = new URL( url );
		target.searchParams.delete( 'add-to-cart' );
		target.searchParams.delete( 'quantity' );
		return withSession( engine, api, identity, 302, failure ?? null, {
			Location: target.toString(),
		} );
	}
	return null;
}

/**
 * Nonces and token a host page would print for the current visitor.
 *
 * @example
 * bootstrapFor( engine, request ).storeApiNonce;
 */
export function bootstrapFor( engine: Engine, api: ApiRequest ) {
	const identity = identify( engine, api );
	const key = nonceKey( engine, identity );
	const { nonces } = engine.deps;
	return {
		storeApiNonce: nonces.create( STORE_API_NONCE_ACTION, key ),
		storeApiNonceTimestamp: engine.context.nowSeconds(),
		wpRestNonce: nonces.create( WP_REST_NONCE_ACTION, key ),
		swatchesNonce: nonces.create( SWATCHES_NONCE_ACTION, key ),
		cartToken: nonces.createCartToken( identity.sessionId ),
		userId: engine.session( identity.sessionId ).userId,
	};
}
