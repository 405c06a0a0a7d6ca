/** Types of the PaymentMethodLabel: its named icons and its props. */

import type { ReactElement } from 'react';

/**
 * A named icon of {@link PaymentMethodLabel}: WooCommerce's names.
 *
 * @example
 * const icon: PaymentMethodLabelIconName = 'bank';
 */
export type PaymentMethodLabelIconName = 'bank' | 'bill' | 'card' | 'checkPayment';

/**
 * Props of {@link PaymentMethodLabel}, as WooCommerce passes them to payment methods.
 *
 * @example
 * const props: PaymentMethodLabelProps = { text: 'Transferencia bancaria', icon: 'bank' };
 */
export interface PaymentMethodLabelProps {
	/** The payment method's name (HTML entities are decoded). */
	text: string;
	/** A named icon, an element of your own, or none. @default '' */
	icon?: PaymentMethodLabelIconName | ReactElement | '';
}
