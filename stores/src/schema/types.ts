/** Types of the schema store's state. */

import type { NamespaceRoutes } from '@cesta/api';

/**
 * Discovered routes by namespace, and namespaces whose discovery failed.
 *
 * @example
 * state.routes[ 'wc/store/v1' ].products[ 0 ].route; // '/wc/store/v1/products'
 */
export interface SchemaState {
	routes: Record< string, NamespaceRoutes >;
	failedNamespaces: string[];
}
