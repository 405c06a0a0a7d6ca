/** The store-notices store's selectors: the contexts that have a container on the page. */

import type { StoreNoticesState } from './types';

/**
 * The contexts that have a container on the page.
 *
 * @example
 * select( storeNoticesStore ).getRegisteredContainers(); // [ 'wc/checkout' ]
 */
export const getRegisteredContainers = ( state: StoreNoticesState ) => state.containers;
