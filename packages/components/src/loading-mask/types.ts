/** Types of the LoadingMask's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link LoadingMask}, as WooCommerce's payment-method components receive them.
 *
 * @example
 * const props: LoadingMaskProps = { isLoading: true, showSpinner: true, screenReaderLabel: 'Applying coupon…' };
 */
export interface LoadingMaskProps {
	/** Whether the content is busy. @default true */
	isLoading?: boolean;
	/** Shows a spinner over the content while busy. @default false */
	showSpinner?: boolean;
	/** Announced while busy. @default 'Loading…' */
	screenReaderLabel?: string;
	/** Extra class names of the wrapper. @default undefined */
	className?: string;
	/** The content being masked. @default undefined */
	children?: ReactNode;
}
