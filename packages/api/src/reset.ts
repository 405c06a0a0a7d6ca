/** Forgets the client's in-memory state, for tests and for hosts that switch sessions. */

import { cancelQueuedRequests } from './batch/batch-queue';
import { resetCollections } from './collections/collection';
import { clearRoutes } from './collections/routes';
import { clearPreloadedResponses } from './preload';
import { resetConfig } from './session/config';
import { resetCustomerId } from './session/customer-id';
import { resetNonce } from './session/nonce';

/**
 * Forgets the client's in-memory state: configured root and cart token, the
 * nonce held in memory (the host's `wcBlocksMiddlewareConfig` is read again),
 * the customer id, preloaded responses, discovered routes and cached
 * collections; writes still waiting for their batch are cancelled (they
 * reject with `abort_error`) and the batch timer dropped. localStorage (nonce, cart hash, cart) is left for other tabs;
 * use `clearCachedCart()` to drop the cart. For tests and for hosts that
 * switch sessions (log-out, a new cart token).
 *
 * @example
 * afterEach( () => resetStoreApiClient() );
 */
export function resetStoreApiClient(): void {
	cancelQueuedRequests();
	resetConfig();
	resetNonce();
	resetCustomerId();
	clearPreloadedResponses();
	clearRoutes();
	resetCollections();
}
