/** The pickup step's download: it loads when the shopper chooses pickup, not with the checkout page. */

import { createOnDemandLoader } from '@cesta/components';

/**
 * Downloads the pickup locations step (`PickupOptionsStep`, with the
 * location list and `LocalPickupSelect`) once; a failed download is tried
 * again the next time the step is wanted.
 *
 * @example
 * const step = useOnDemand( pickupOptionsStepLoader, prefersCollection );
 */
export const pickupOptionsStepLoader = createOnDemandLoader( () =>
	import( './pickup-options-step' ).then( ( module ) => module.PickupOptionsStep )
);
