/** cloneWithProps: a payment method's registered element cloned with its props, as WooCommerce hands them. */

import { cloneElement, isValidElement } from '@wordpress/element';
import type { ReactElement, ReactNode } from 'react';

/**
 * A registered element (`content`, `edit`, `label`, `savedTokenComponent`)
 * cloned with `props`, as WooCommerce hands props to payment methods; a
 * string is shown as is, anything else as nothing.
 *
 * @example
 * cloneWithProps( method.content, paymentMethodInterface );
 */
export function cloneWithProps( element: unknown, props: object ): ReactNode {
	if ( isValidElement( element ) ) {
		return cloneElement( element as ReactElement, props );
	}
	return typeof element === 'string' ? element : null;
}
