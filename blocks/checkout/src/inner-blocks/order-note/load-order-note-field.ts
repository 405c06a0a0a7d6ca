/** The order note textarea's download: it loads when the shopper wants to write a note, not with the checkout page. */

import { createOnDemandLoader } from '@cesta/components';

/**
 * Downloads the order note's textarea (`OrderNoteField`) once; a failed
 * download is tried again the next time it is wanted.
 *
 * @example
 * const field = useOnDemand( orderNoteFieldLoader, isOpen );
 */
export const orderNoteFieldLoader = createOnDemandLoader( () =>
	import( './order-note-field' ).then( ( module ) => module.OrderNoteField )
);
