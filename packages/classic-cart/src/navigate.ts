/** Leaving the page: the default way, and the one tests replace. */

import type { Navigate } from './types';

/**
 * Sends the browser to `url` (`window.location.assign`).
 *
 * @example
 * navigateTo( '/carrito/' );
 */
export const navigateTo: Navigate = ( url ) => {
	window.location.assign( url );
};
