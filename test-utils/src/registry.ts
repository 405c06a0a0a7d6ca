/**
 * A fresh `@wordpress/data` registry per test, with the `wc/store/*` stores
 * and `core/notices`, so no state leaks from one test into the next.
 */
import { createRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

import {
	cartStore,
	checkoutStore,
	collectionsStore,
	paymentStore,
	queryStateStore,
	schemaStore,
	storeNoticesStore,
	validationStore,
} from '@cesta/data';
import { noticesStore } from '@cesta/notices';

/**
 * A registry with every store of `@cesta/data` and `core/notices`, each in
 * its default state.
 *
 * @example
 * const registry = createTestRegistry();
 * registry.dispatch( checkoutStore ).__internalSetProcessing();
 */
export function createTestRegistry(): DataRegistry {
	const registry = createRegistry();
	[
		noticesStore,
		cartStore,
		checkoutStore,
		paymentStore,
		validationStore,
		storeNoticesStore,
		queryStateStore,
		collectionsStore,
		schemaStore,
	].forEach( ( store ) => registry.register( store ) );
	return registry;
}

/**
 * A notice as `core/notices` keeps it (the members tests read).
 *
 * @example
 * const [ notice ]: TestNotice[] = noticesIn( registry, 'wc/cart' );
 */
export interface TestNotice {
	id: string;
	content: string;
	status: string;
	type: string;
	isDismissible: boolean;
	context?: string;
}

/**
 * The notices of one context.
 *
 * @example
 * noticesIn( registry, 'wc/checkout' ).map( ( notice ) => notice.content );
 */
export function noticesIn( registry: DataRegistry, context: string ): TestNotice[] {
	return registry.select( 'core/notices' ).getNotices( context ) as TestNotice[];
}
