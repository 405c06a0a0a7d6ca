/** Type of the engine's parts shared by every operation. */

import type { CouponStore } from '../cart/coupons';
import type { CartExtension } from '../cart/extensions';
import type { Catalogue } from '../catalogue/catalogue';
import type { StockReservations } from '../catalogue/stock';
import type { OrderAttempts } from '../checkout/order-attempts';
import type { OrderStore } from '../checkout/orders';
import type { AccountStore } from '../session/accounts';
import type { NonceService } from '../session/nonces';
import type { SessionStore } from '../session/sessions';
import type { EngineContext } from './context';

/**
 * The engine's parts, shared by every operation.
 *
 * @example
 * cartView( deps, session, deps.revision() );
 */
export interface EngineDeps {
	context: EngineContext;
	catalogue: Catalogue;
	coupons: CouponStore;
	reservations: StockReservations;
	sessions: SessionStore;
	nonces: NonceService;
	orders: OrderStore;
	/** The answers to order attempts named by an idempotency key, for replay. */
	orderAttempts: OrderAttempts;
	accounts: AccountStore;
	extensions: CartExtension[];
	/** A counter bumped whenever state shared by all carts changes (stock holds, coupon use). */
	revision(): number;
	bumpRevision(): void;
}
