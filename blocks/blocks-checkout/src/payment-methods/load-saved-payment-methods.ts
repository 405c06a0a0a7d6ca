/** The saved payment tokens' list downloads for customers who have saved tokens, not with every checkout. */

import { createOnDemandLoader } from '@cesta/components';

/**
 * Downloads the saved tokens' list (`SavedPaymentMethods`) once; a failed
 * download is tried again the next time the payment area mounts.
 *
 * @example
 * const saved = useOnDemand( savedPaymentMethodsLoader, hasSavedTokens );
 */
export const savedPaymentMethodsLoader = createOnDemandLoader( () =>
	import( './saved-payment-method-options' ).then( ( module ) => module.SavedPaymentMethods )
);
