/** The simulated shop: `createEngine` and the Engine interface every transport calls. */

import type {
	CartCoupon,
	CartItem,
	CartResponse,
	CheckoutResponse,
	OrderResponse,
} from '@cesta/types';

import type { ProductFixture } from '../fixtures/types';
import type { RawAddress } from './addresses/address-validation';
import { applyExtensionData, cartView, selectShippingRate, updateCustomer } from './cart/cart';
import { applyCoupon, removeCoupon } from './cart/cart-coupons';
import { addItem, findLine, removeItem, updateItemQuantity } from './cart/cart-items';
import type { AddItemInput } from './cart/cart-items';
import { cartItemResponse } from './cart/cart-schema';
import { createCatalogueApi } from './catalogue/catalogue-api';
import type { CatalogueApi } from './catalogue/catalogue-api';
import { getCheckout, placeOrder, updateCheckout } from './checkout/checkout';
import type { PlaceOrderInput, UpdateCheckoutInput } from './checkout/checkout-input';
import { readOrder } from './checkout/order-access';
import { savedPaymentMethods } from './checkout/saved-cards';
import type { SavedPaymentMethodSetting } from './checkout/saved-cards';
import type { EngineContext, EngineOptions } from './core/context';
import type { EngineDeps } from './core/deps';
import { StoreApiError } from './core/errors';
import type { SessionState } from './core/types';
import { buildDeps, cartHash, mutate } from './engine-state';

/**
 * The simulated shop server: one method per Store API operation, each taking
 * the id of the shopper's session. Writes are transactions (see `mutate`).
 *
 * @example
 * const engine = createEngine();
 * const cart = engine.addItem( engine.newGuestId(), { id: 17, quantity: 1, variation: [] } );
 * cart.totals.total_price; // '5438'
 */
export interface Engine extends CatalogueApi {
	readonly context: EngineContext;
	/** The parts the engine is made of, for the handler layer and tests. */
	readonly deps: EngineDeps;
	newGuestId(): string;
	session( sessionId: string ): SessionState;
	cartHash( sessionId: string ): string;
	getCart( sessionId: string ): CartResponse;
	addItem( sessionId: string, request: AddItemInput ): CartResponse;
	addCartItem( sessionId: string, request: AddItemInput ): CartItem;
	updateItem( sessionId: string, key: string, quantity: number ): CartResponse;
	updateCartItem( sessionId: string, key: string, quantity: number ): CartItem;
	removeItem( sessionId: string, key: string ): CartResponse;
	deleteCartItem( sessionId: string, key: string ): void;
	deleteCartItems( sessionId: string ): [];
	getCartItems( sessionId: string ): CartItem[];
	getCartItem( sessionId: string, key: string ): CartItem;
	applyCoupon( sessionId: string, code: string ): CartResponse;
	addCartCoupon( sessionId: string, code: string ): CartCoupon;
	removeCoupon( sessionId: string, code: string ): CartResponse;
	deleteCartCoupon( sessionId: string, code: string ): void;
	deleteCartCoupons( sessionId: string ): [];
	getCartCoupons( sessionId: string ): CartCoupon[];
	getCartCoupon( sessionId: string, code: string ): CartCoupon;
	selectShippingRate(
		sessionId: string,
		packageId: string | number | null,
		rateId: string
	): CartResponse;
	updateCustomer(
		sessionId: string,
		posted: { billing_address?: RawAddress; shipping_address?: RawAddress }
	): CartResponse;
	updateExtensions(
		sessionId: string,
		namespace: string,
		data: Record< string, unknown >
	): CartResponse;
	getCheckout( sessionId: string, options?: { calcTotals?: boolean } ): CheckoutResponse;
	updateCheckout(
		sessionId: string,
		input: UpdateCheckoutInput,
		options?: { calcTotals?: boolean }
	): CheckoutResponse;
	/**
	 * POST `/checkout`. With an `idempotencyKey` (the `Idempotency-Key`
	 * header) the first answer to that key is the answer to every repeat of
	 * it by the same shopper (session or billing email): one order, however
	 * often the attempt is sent.
	 */
	placeOrder(
		sessionId: string,
		input: PlaceOrderInput,
		options?: { idempotencyKey?: string }
	): { status: number; body: CheckoutResponse };
	/** GET `/order/{id}`: the order if the session's user (or a guest's key and email) may read it. */
	getOrder(
		orderId: number,
		credentials: { key?: string; billingEmail?: string },
		sessionId: string
	): OrderResponse;
	/**
	 * The `customerPaymentMethods` setting a checkout page prints for a
	 * logged-in customer: their saved cards of enabled gateways (`{}` for guests).
	 */
	customerPaymentMethods( userId: number ): Record< string, SavedPaymentMethodSetting[] >;
	/** Changes a product as a shop admin would (price, stock, status…). */
	updateProduct( id: number, patch: Partial< ProductFixture > ): void;
	/** Makes every nonce handed out so far invalid. */
	expireNonces(): void;
	/** Back to the fixtures: no sessions, no orders, fresh stock. */
	reset(): void;
}

/**
 * Creates the simulated shop.
 *
 * @example
 * const engine = createEngine( { siteLocale: 'en_US', siteUrl: 'http://127.0.0.1:9090' } );
 */
export function createEngine( options: EngineOptions = {} ): Engine {
	let deps = buildDeps( options );
	const view = ( session: SessionState ) => cartView( deps, session, deps.revision() ).response;
	const write = < T >( sessionId: string, change: ( session: SessionState ) => T ) =>
		mutate( deps, sessionId, change );
	const itemOf = ( session: SessionState, key: string ) => {
		const entry = cartView( deps, session, deps.revision() ).totals.lines.find(
			( candidate ) => candidate.line.key === key
		);
		if ( ! entry ) {
			throw new StoreApiError(
				'woocommerce_rest_cart_invalid_key',
				409,
				deps.context.t( 'cartItemNotExist' )
			);
		}
		return cartItemResponse( deps, entry, session.draftOrderId );
	};
	const couponOf = ( session: SessionState, code: string ) => {
		const coupon = view( session ).coupons.find(
			( candidate ) => candidate.code.toLowerCase() === code.toLowerCase()
		);
		if ( ! coupon ) {
			throw new StoreApiError(
				'woocommerce_rest_cart_coupon_invalid_code',
				404,
				deps.context.t( 'couponNotInCart' )
			);
		}
		return coupon;
	};
	const engine: Engine = {
		...createCatalogueApi( () => deps ),
		get context() {
			return deps.context;
		},
		get deps() {
			return deps;
		},
		newGuestId: () => deps.sessions.newGuestId(),
		session: ( sessionId ) => deps.sessions.open( sessionId ),
		cartHash: ( sessionId ) => cartHash( deps, deps.sessions.open( sessionId ) ),
		getCart: ( sessionId ) => view( deps.sessions.open( sessionId ) ),
		addItem: ( sessionId, request ) =>
			view(
				write( sessionId, ( session ) => ( addItem( deps, session, request ), session ) )
			),
		addCartItem( sessionId, request ) {
			const key = write( sessionId, ( session ) => addItem( deps, session, request ) );
			return itemOf( deps.sessions.open( sessionId ), key );
		},
		updateItem: ( sessionId, key, quantity ) =>
			view(
				write(
					sessionId,
					( session ) => ( updateItemQuantity( deps, session, key, quantity ), session )
				)
			),
		updateCartItem( sessionId, key, quantity ) {
			write( sessionId, ( session ) => updateItemQuantity( deps, session, key, quantity ) );
			return itemOf( deps.sessions.open( sessionId ), key );
		},
		removeItem: ( sessionId, key ) =>
			view(
				write( sessionId, ( session ) => ( removeItem( deps, session, key ), session ) )
			),
		deleteCartItem: ( sessionId, key ) =>
			write( sessionId, ( session ) => removeItem( deps, session, key, 'cartItemNotExist' ) ),
		deleteCartItems: ( sessionId ) =>
			write( sessionId, ( session ) => ( ( session.lines = [] ), [] as [] ) ),
		getCartItems: ( sessionId ) => view( deps.sessions.open( sessionId ) ).items,
		getCartItem( sessionId, key ) {
			const session = deps.sessions.open( sessionId );
			findLine( deps, session, key, 'cartItemNotExist' );
			return itemOf( session, key );
		},
		applyCoupon: ( sessionId, code ) =>
			view(
				write( sessionId, ( session ) => ( applyCoupon( deps, session, code ), session ) )
			),
		addCartCoupon( sessionId, code ) {
			const record = write( sessionId, ( session ) => applyCoupon( deps, session, code ) );
			return couponOf( deps.sessions.open( sessionId ), record.fixture.code );
		},
		removeCoupon: ( sessionId, code ) =>
			view(
				write( sessionId, ( session ) => ( removeCoupon( deps, session, code ), session ) )
			),
		deleteCartCoupon: ( sessionId, code ) =>
			write( sessionId, ( session ) => removeCoupon( deps, session, code, 404 ) ),
		deleteCartCoupons: ( sessionId ) =>
			write( sessionId, ( session ) => ( ( session.coupons = [] ), [] as [] ) ),
		getCartCoupons: ( sessionId ) => view( deps.sessions.open( sessionId ) ).coupons,
		getCartCoupon: ( sessionId, code ) => couponOf( deps.sessions.open( sessionId ), code ),
		selectShippingRate: ( sessionId, packageId, rateId ) =>
			view(
				write(
					sessionId,
					( session ) => (
						selectShippingRate( deps, session, packageId, rateId ),
						session
					 )
				)
			),
		updateCustomer: ( sessionId, posted ) =>
			view(
				write(
					sessionId,
					( session ) => ( updateCustomer( deps, session, posted ), session )
				)
			),
		updateExtensions: ( sessionId, namespace, data ) =>
			view(
				write(
					sessionId,
					( session ) => ( applyExtensionData( deps, session, namespace, data ), session )
				)
			),
		getCheckout: ( sessionId, checkoutOptions = {} ) =>
			write( sessionId, ( session ) =>
				getCheckout( deps, session, { calcTotals: Boolean( checkoutOptions.calcTotals ) } )
			),
		updateCheckout: ( sessionId, input, checkoutOptions = {} ) =>
			write( sessionId, ( session ) =>
				updateCheckout( deps, session, input, {
					calcTotals: Boolean( checkoutOptions.calcTotals ),
				} )
			),
		placeOrder: ( sessionId, input, { idempotencyKey } = {} ) => {
			const key = idempotencyKey?.trim();
			if ( ! key ) {
				return write( sessionId, ( session ) => placeOrder( deps, session, input ) );
			}
			const email = input.billing_address?.email;
			const sender = { sessionId, email: typeof email === 'string' ? email : undefined };
			let outcome = deps.orderAttempts.find( key, sender );
			if ( ! outcome ) {
				try {
					outcome = {
						answer: write( sessionId, ( session ) =>
							placeOrder( deps, session, input )
						),
					};
				} catch ( error ) {
					outcome = { error };
				}
				deps.orderAttempts.remember( key, sender, outcome );
			}
			if ( 'error' in outcome ) {
				throw outcome.error;
			}
			return outcome.answer;
		},
		getOrder: ( orderId, credentials, sessionId ) =>
			readOrder( deps, deps.sessions.open( sessionId ), orderId, credentials ),
		customerPaymentMethods: ( userId ) => savedPaymentMethods( deps, userId ),
		updateProduct: ( id, patch ) => {
			deps.catalogue.update( id, patch );
		},
		expireNonces: () => deps.nonces.expireAll(),
		reset() {
			deps = buildDeps( options );
		},
	};
	return engine;
}
