/** The hook that runs the checkout's submit flow while the checkout block is mounted. */

import { useRegistry } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

import { startCheckoutProcessor } from '../checkout/processor';
import type { CheckoutProcessorOptions } from '../checkout/processor';

/**
 * Runs the checkout's submit flow (and its side effects) while the checkout
 * block is mounted. The options are read once, at mount.
 *
 * @example
 * function Checkout() {
 * 	useCheckoutProcessor();
 * 	return <CheckoutForm />;
 * }
 */
export function useCheckoutProcessor( options: CheckoutProcessorOptions = {} ): void {
	const registry = useRegistry();
	const initialOptionsRef = useRef( options );
	useEffect( () => startCheckoutProcessor( registry, initialOptionsRef.current ), [ registry ] );
}
