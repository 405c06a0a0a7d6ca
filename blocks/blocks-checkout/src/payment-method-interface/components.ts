/** The components every payment method receives, in one object that never changes. */

import { LoadingMask, PaymentMethodIcons, PaymentMethodLabel } from '@cesta/components';

import { ValidationInputError } from '../notices/validation-input-error';
import type { PaymentMethodComponents } from './types';

/**
 * The `components` every payment method receives (wc-blocks-api §4.1). The
 * object never changes, so passing it does not re-render anything.
 *
 * @example
 * cloneElement( label, { components: paymentMethodComponents } );
 */
export const paymentMethodComponents: PaymentMethodComponents = Object.freeze( {
	ValidationInputError,
	PaymentMethodLabel,
	PaymentMethodIcons,
	LoadingMask,
} );
