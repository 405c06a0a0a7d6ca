import type { AccountStore } from './accounts';
import type { Catalogue } from './catalogue';
import type { EngineContext } from './context';
import type { CouponStore } from './coupons';
import type { CartExtension } from './extensions';
import type { NonceService } from './nonces';
import type { OrderStore } from './orders';
import type { SessionStore } from './sessions';
import type { StockReservations } from './stock';

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
	accounts: AccountStore;
	extensions: CartExtension[];
	/** A counter bumped whenever state shared by all carts changes (stock holds, coupon use). */
	revision(): number;
	bumpRevision(): void;
}
