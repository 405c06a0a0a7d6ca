/** Types of the PaymentMethodIcons: an icon (brand id or image) and the component's props. */

import type { PaymentBrandId } from './brands';

/**
 * A payment method icon of your own: an image and its alternative text.
 *
 * @example
 * const icon: PaymentMethodIconImage = { id: 'bizum', src: '/img/bizum.svg', alt: 'Bizum' };
 */
export interface PaymentMethodIconImage {
	id: string;
	src: string;
	alt: string;
}

/**
 * An icon as payment methods register it: a supported brand id or an image.
 *
 * @example
 * const icons: PaymentMethodIcon[] = [ 'visa', 'mastercard', { id: 'bizum', src: '/bizum.svg', alt: 'Bizum' } ];
 */
export type PaymentMethodIcon = PaymentBrandId | ( string & {} ) | PaymentMethodIconImage;

/**
 * Props of {@link PaymentMethodIcons}, as WooCommerce passes them to payment methods.
 *
 * @example
 * const props: PaymentMethodIconsProps = { icons: [ 'visa', 'mastercard' ], align: 'right' };
 */
export interface PaymentMethodIconsProps {
	/** The icons; unknown ids and unsafe images are skipped with a console warning. @default [] */
	icons?: PaymentMethodIcon[] | null;
	/** Alignment of the row. @default 'center' */
	align?: 'left' | 'right' | 'center';
	/** Extra class names. @default undefined */
	className?: string;
}
