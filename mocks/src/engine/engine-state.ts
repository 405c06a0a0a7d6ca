/** The engine's state: building its parts, transactional writes to a session and the cart hash. */

import { cartView } from './cart/cart';
import { createCouponStore } from './cart/coupons';
import { giftWrapExtension } from './cart/extensions';
import { createCatalogue } from './catalogue/catalogue';
import { createReservations } from './catalogue/stock';
import { syncDraftOrder } from './checkout/checkout';
import { abandonCheckout } from './checkout/order-holds';
import { createOrderAttempts } from './checkout/order-attempts';
import { createOrderStore } from './checkout/orders';
import { createContext } from './core/context';
import type { EngineOptions } from './core/context';
import type { EngineDeps } from './core/deps';
import { isStoreApiError } from './core/errors';
import { md5Hex } from './core/hash';
import type { SessionState } from './core/types';
import { createAccountStore } from './session/accounts';
import { createNonceService } from './session/nonces';
import { createSessionStore } from './session/sessions';

/**
 * Builds a fresh set of engine parts from the options.
 *
 * @example
 * const deps = buildDeps( { siteLocale: 'en_US' } );
 */
export function buildDeps( options: EngineOptions ): EngineDeps {
	const context = createContext( options );
	let revision = 1;
	return {
		context,
		catalogue: createCatalogue( context ),
		coupons: createCouponStore( context ),
		reservations: createReservations( context ),
		sessions: createSessionStore( context ),
		nonces: createNonceService( context ),
		orders: createOrderStore( options.firstOrderId ),
		orderAttempts: createOrderAttempts(),
		accounts: createAccountStore( context ),
		extensions: [ giftWrapExtension ],
		revision: () => revision,
		bumpRevision: () => {
			revision++;
		},
	};
}

type SessionSnapshot = Pick<
	SessionState,
	| 'lines'
	| 'coupons'
	| 'extensionData'
	| 'billing'
	| 'shipping'
	| 'chosenShipping'
	| 'chosenPaymentMethod'
>;

const snapshot = ( session: SessionState ): SessionSnapshot =>
	JSON.parse(
		JSON.stringify( {
			lines: session.lines,
			coupons: session.coupons,
			extensionData: session.extensionData,
			billing: session.billing,
			shipping: session.shipping,
			chosenShipping: session.chosenShipping,
			chosenPaymentMethod: session.chosenPaymentMethod,
		} )
	) as SessionSnapshot;

/**
 * Runs a write against a session as one transaction: on success the session
 * is stored, its cached cart dropped and its draft order re-synced; on an
 * error everything it changed in the cart and customer data is put back
 * (unless the error says the real server keeps the change), so bad input never
 * alters a cart. A draft order created on the way stays, as on a real shop.
 *
 * @example
 * mutate( deps, sessionId, ( session ) => addItem( deps, session, request ) );
 */
export function mutate< T >(
	deps: EngineDeps,
	sessionId: string,
	change: ( session: SessionState ) => T
): T {
	const session = deps.sessions.open( sessionId );
	const before = snapshot( session );
	try {
		const result = change( session );
		commit( deps, session );
		return result;
	} catch ( error ) {
		if ( isStoreApiError( error ) && error.keepChanges ) {
			commit( deps, session );
		} else {
			Object.assign( session, before );
			abandonCheckout( deps, session );
		}
		throw error;
	}
}

/**
 * Stores a changed session and re-syncs its draft order.
 *
 * @example
 * commit( deps, session );
 */
export function commit( deps: EngineDeps, session: SessionState ): void {
	session.version++;
	session.cache = undefined;
	deps.sessions.save( session );
	syncDraftOrder( deps, session );
}

/**
 * The `Cart-Hash` header and `woocommerce_cart_hash` cookie: md5 of the cart
 * contents and total, '' for an empty cart (as in the captures).
 *
 * @example
 * cartHash( deps, session ); // '' before anything is added
 */
export function cartHash( deps: EngineDeps, session: SessionState ): string {
	if ( session.lines.length === 0 ) {
		return '';
	}
	const { response } = cartView( deps, session, deps.revision() );
	const contents = session.lines.map( ( line ) => [ line.key, line.quantity ] );
	return md5Hex( JSON.stringify( [ contents, session.coupons, response.totals.total_price ] ) );
}
