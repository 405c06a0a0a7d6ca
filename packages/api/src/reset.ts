/** Forgets the client's in-memory state, for tests and for hosts that switch sessions. */

import { cancelQueuedRequests } from './batch/batch-queue';
import { resetCollections } from './collections/collection';
import { clearRoutes } from './collections/routes';
import { clearPreloadedResponses } from './preload';
import { resetConfig } from './session/config';
import { resetCustomerId } from './session/customer-id';
import { resetNonce } from './session/nonce';
import { endClientSession } from './transport/reset-signal';

/**
 * Forgets the client's in-memory state: configured root and cart token, the
 * nonce held in memory (the host's `wcBlocksMiddlewareConfig` is read again),
 * the customer id, preloaded responses, discovered routes and cached
 * collections; writes still waiting for their batch are cancelled (they
 * reject with `abort_error`) and the batch timer dropped; requests still on
 * their way are aborted (they reject with `abort_error`) and their answers
 * are not read, so a late answer of the session before cannot bring back its
 * nonce, cart token or cart. localStorage (nonce, cart hash, cart) is left for other tabs;
 * use `clearCachedCart()` to drop the cart. For tests and for hosts that
 * switch sessions (log-out, a new cart token).
 *
 * @example
 * afterEach( () => resetStoreApiClient() );
 */
export function resetStoreApiClient(): void {
	cancelQueuedRequests();
	endClientSession();
	resetConfig();
	resetNonce();
	resetCustomerId();
	clearPreloadedResponses();
	clearRoutes();
	resetCollections();
}
