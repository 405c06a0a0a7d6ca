/** useValidateCheckout: validates the surrounding checkout without placing the order. */

import { useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { validateCheckout } from './validate-checkout';

/**
 * A function that runs the checkout's validation without placing the order
 * and resolves to `{ hasError }` (WooCommerce's `useValidateCheckout`), for
 * extensions outside payment methods.
 *
 * @example
 * const validate = useValidateCheckout();
 * const { hasError } = await validate();
 */
export function useValidateCheckout(): () => Promise< { hasError: boolean } > {
	const registry = useRegistry();
	return useCallback( () => validateCheckout( registry ), [ registry ] );
}
