/** Loads the AddressCard on demand, in a chunk of its own: only customers with a saved address see one. */

import { createOnDemandLoader } from '../utils/on-demand';

/**
 * The {@link AddressCard}, loaded on demand: a guest's checkout, which never
 * shows a saved address condensed, does not download it or its formatter.
 *
 * @example
 * const card = useOnDemand( addressCardLoader, hasSavedAddress );
 * if ( card.status === 'ready' ) return <card.value address={ address } addressType="shipping" />;
 */
export const addressCardLoader = createOnDemandLoader( () =>
	import( './component' ).then( ( module ) => module.AddressCard )
);
