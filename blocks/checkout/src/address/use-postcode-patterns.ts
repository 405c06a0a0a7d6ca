/** Re-validates an address form's postcode once the postcode patterns, loaded on demand, are there. */

import { useEffect, useLayoutEffect, useRef, useState } from '@wordpress/element';
import { arePostcodePatternsLoaded, loadPostcodePatterns } from '@cesta/validation';

/**
 * Whether the form errors check postcodes yet (`@cesta/validation` loads
 * postcode-validator's pattern table when a postcode is first checked: a
 * guest's empty form never needs it at first paint). While `hasPostcode`,
 * waits for the patterns and turns true once they are there, so the caller
 * recomputes its errors with the postcode checked. A failed load leaves the
 * postcode to the shop's server, which checks it anyway.
 *
 * @example
 * const postcodeChecked = usePostcodePatterns( address.postcode !== '' );
 * const errors = useMemo( () => getFormErrors( address, fields ), [ address, fields, postcodeChecked ] );
 */
export function usePostcodePatterns( hasPostcode: boolean ): boolean {
	const [ loaded, setLoaded ] = useState( arePostcodePatternsLoaded );
	useEffect( () => {
		if ( loaded || ! hasPostcode ) {
			return undefined;
		}
		let mounted = true;
		loadPostcodePatterns().then(
			() => mounted && setLoaded( true ),
			() => undefined
		);
		return () => {
			mounted = false;
		};
	}, [ loaded, hasPostcode ] );
	return loaded;
}

/**
 * Runs `onArrival` once, after the render in which {@link usePostcodePatterns}
 * turned true — not when the patterns were there from the start — so a
 * postcode the shopper had already left (autofill, a quick tab) can be
 * judged as on leaving it, its error shown rather than kept for a submit.
 *
 * @example
 * usePostcodePatternsArrival( postcodeChecked, () => onFieldBlur( 'postcode' ) );
 */
export function usePostcodePatternsArrival( loaded: boolean, onArrival: () => void ): void {
	const loadedBeforeRef = useRef( loaded );
	const onArrivalRef = useRef( onArrival );
	useLayoutEffect( () => {
		onArrivalRef.current = onArrival;
	} );
	useEffect( () => {
		if ( loaded && ! loadedBeforeRef.current ) {
			loadedBeforeRef.current = true;
			onArrivalRef.current();
		}
	}, [ loaded ] );
}
