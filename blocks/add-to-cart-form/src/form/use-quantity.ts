/** The quantity the form adds: the box's text, held to the quantity rules when it is left and when the limits change. */

import { useCallback, useEffect, useState } from '@wordpress/element';

import { clampQuantity } from '../variations/quantity-rules';
import type { QuantityLimits } from '../variations/quantity-rules';

/**
 * The form's quantity. When the limits change (a variation with its own
 * `min_qty`/`max_qty`, or sold individually) the quantity is raised to the
 * minimum or lowered to the maximum at once (spec 1 §5); typed text is held
 * to the limits when the box is left, and `quantity()` always answers a
 * quantity within them.
 *
 * @example
 * const { text, setText, commit, quantity } = useQuantity( limits );
 */
export function useQuantity( limits: QuantityLimits ) {
	const [ text, setText ] = useState( () => String( limits.minimum ) );
	const { minimum, maximum, step, soldIndividually } = limits;
	useEffect( () => {
		setText( ( current ) =>
			String(
				clampQuantity( Number( current ), { minimum, maximum, step, soldIndividually } )
			)
		);
	}, [ minimum, maximum, step, soldIndividually ] );
	const quantity = useCallback(
		() => clampQuantity( text.trim() === '' ? NaN : Number( text ), limits ),
		[ text, limits ]
	);
	const commit = useCallback( () => setText( String( quantity() ) ), [ quantity ] );
	return { text, setText, commit, quantity };
}
