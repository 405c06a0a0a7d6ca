/** Loads the drawing of payment icons on demand, in a chunk of its own. */

import { createOnDemandLoader } from '../utils/on-demand';

/**
 * The icon row (brand badges and images), loaded on demand: bundlers put it,
 * with the brands' table, in a chunk of its own, so a page downloads it only
 * when a payment method has icons to show.
 *
 * @example
 * const row = useOnDemand( paymentMethodIconsLoader, icons.length > 0 );
 */
export const paymentMethodIconsLoader = createOnDemandLoader( () =>
	import( './icon-row' ).then( ( module ) => module.PaymentMethodIconRow )
);
