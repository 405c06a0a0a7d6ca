/** After a submit that failed validation, brings the first field in error into view and focuses it. */

import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { RefObject } from 'react';

import { scrollToFirstError } from '@cesta/blocks-checkout';
import { checkoutStore, validationStore } from '@cesta/data';

/** Lets React render the errors the submit made visible before looking for the first one. */
const SCROLL_AFTER_RENDER_DELAY_MS = 50;

/**
 * After a submit the checkout's validation stopped (spec 2 §4: idle, error
 * flag, validation errors — all made visible by the submit), the first field
 * in error within `root` is scrolled into view and focused, as WooCommerce's
 * checkout does.
 *
 * @example
 * const ref = useRef< HTMLDivElement >( null );
 * useScrollToFirstError( ref );
 */
export function useScrollToFirstError( root: RefObject< HTMLElement > ): void {
	const hasErrorsToShow = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return (
			checkout.isIdle() &&
			checkout.hasError() &&
			select( validationStore ).hasValidationErrors()
		);
	}, [] );
	useEffect( () => {
		if ( ! hasErrorsToShow ) {
			return undefined;
		}
		const timer = window.setTimeout( () => {
			scrollToFirstError( root.current ?? document );
		}, SCROLL_AFTER_RENDER_DELAY_MS );
		return () => window.clearTimeout( timer );
	}, [ hasErrorsToShow, root ] );
}
