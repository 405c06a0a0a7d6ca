/** The options the Checkout block runs its submit flow with, given by whoever renders it. */

import { createContext } from '@wordpress/element';

import type { CheckoutProcessorOptions } from '@cesta/data';

/**
 * The options the Checkout block starts its submit flow with
 * (`useCheckoutProcessor`): the event emitter and how the shopper is sent to
 * the order-received page (by default `window.location.assign`). A page
 * that embeds the checkout, or a test, provides them around the block tree;
 * they are read once, when the block mounts.
 *
 * @example
 * <CheckoutProcessorOptionsContext.Provider value={ { redirect: ( url ) => router.push( url ) } }>
 * 	{ renderBlockTree( tree ) }
 * </CheckoutProcessorOptionsContext.Provider>
 */
export const CheckoutProcessorOptionsContext = createContext< CheckoutProcessorOptions >( {} );
