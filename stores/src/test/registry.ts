import { createRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';

import { noticesStore } from '@cesta/notices';

import { cartStore } from '../cart';
import { checkoutStore } from '../checkout';
import { collectionsStore } from '../collections';
import { paymentStore } from '../payment';
import { queryStateStore } from '../query-state';
import { schemaStore } from '../schema';
import { storeNoticesStore } from '../store-notices';
import { validationStore } from '../validation';

/**
 * A fresh registry with every store of this package and `core/notices`, so
 * each test starts from the stores' default state.
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

/** A notice as `core/notices` keeps it (the members the tests read). */
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
