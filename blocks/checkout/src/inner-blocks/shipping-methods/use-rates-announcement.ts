/** useRatesAnnouncement: what to tell screen-reader users when the shipping options change. */

import { useEffect, useRef, useState } from '@wordpress/element';

import { labels } from './messages';

/**
 * The sentence to announce after the number of shipping options changed
 * ("2 shipping options were found."), once the rates have loaded; empty
 * until then. The options on the page when it opens are not announcedRef:
 * they are there to be read.
 *
 * @example
 * const announcement = useRatesAnnouncement( rateCount, isLoading );
 * <div role="status" className="screen-reader-text">{ announcement }</div>
 */
export function useRatesAnnouncement( rateCount: number, isLoading: boolean ): string {
	const [ announcement, setAnnouncement ] = useState( '' );
	const announcedRef = useRef( rateCount );
	useEffect( () => {
		if ( isLoading || announcedRef.current === rateCount ) {
			return;
		}
		announcedRef.current = rateCount;
		setAnnouncement( labels.optionsFound( rateCount ) );
	}, [ rateCount, isLoading ] );
	return announcement;
}
