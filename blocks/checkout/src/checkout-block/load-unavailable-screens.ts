/** Loads the empty-cart and log-in screens on demand: most checkouts show neither. */

import { createOnDemandLoader } from '@cesta/components';

/**
 * `EmptyCheckout` and `MustLogInPrompt`, with their texts, in a chunk of
 * their own; a failed download is tried again when the checkout mounts
 * again.
 *
 * @example
 * const screens = useOnDemand( unavailableScreensLoader, cartIsEmpty );
 */
export const unavailableScreensLoader = createOnDemandLoader(
	() => import( './unavailable-screens' )
);
