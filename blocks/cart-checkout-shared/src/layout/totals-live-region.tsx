/** The polite live region that announces the new order total after each change of the cart. */

import { useEffect, useRef, useState } from '@wordpress/element';

import { useStoreCart } from '@cesta/data';
import { formatPrice, getCurrencyFromPriceResponse } from '@cesta/price-format';

import { labels } from '../messages';

/**
 * A polite live region that tells screen-reader users the new total after
 * the cart changed ("Total: €78.57"). The total of the first load is not
 * announced: it is on the page to be read.
 *
 * @example
 * <TotalsLiveRegion />
 */
export function TotalsLiveRegion() {
	const { cartTotals, cartIsLoading } = useStoreCart();
	const [ announcement, setAnnouncement ] = useState( '' );
	const lastTotalRef = useRef< string | null >( null );
	const total = cartTotals.total_price;

	useEffect( () => {
		if ( cartIsLoading ) {
			return;
		}
		if ( lastTotalRef.current !== null && lastTotalRef.current !== total ) {
			setAnnouncement(
				labels.totalAnnouncement(
					formatPrice( total, getCurrencyFromPriceResponse( cartTotals ) )
				)
			);
		}
		lastTotalRef.current = total;
	}, [ cartIsLoading, total, cartTotals ] );

	return (
		<div className="screen-reader-text" role="status" aria-live="polite" aria-atomic="true">
			{ announcement }
		</div>
	);
}
