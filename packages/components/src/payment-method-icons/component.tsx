/** The PaymentMethodIcons: a payment method's icons, drawn by a row that downloads when there are icons to show. */

import { useOnDemand } from '../utils/on-demand';
import { paymentMethodIconsLoader } from './load-payment-method-icons';
import type { PaymentMethodIconsProps } from './types';

/**
 * The card and wallet icons of a payment method, in a row: the spec's
 * supported brands drawn as small badges named for screen readers, or images
 * given as `{ id, src, alt }`. Unknown names and unsafe images are skipped
 * with a console warning rather than breaking the checkout.
 *
 * The drawing (the brands' badges) is a chunk of its own that downloads when
 * icons are first given — many shops' methods have none — so the icons show
 * a moment after the method, as images would; if it cannot download, the
 * method shows without them, and mounting again retries.
 *
 * @example
 * <PaymentMethodIcons icons={ [ 'visa', 'mastercard', 'amex' ] } align="right" />
 */
export function PaymentMethodIcons( props: PaymentMethodIconsProps ) {
	const hasIcons = Array.isArray( props.icons ) && props.icons.length > 0;
	const row = useOnDemand( paymentMethodIconsLoader, hasIcons );
	return hasIcons && row.status === 'ready' ? <row.value { ...props } /> : null;
}
