/** The LoadingMask: greys out busy content, marks it aria-busy and announces the wait. */

import { __ } from '@wordpress/i18n';

import { Spinner } from '../spinner';
import { cx } from '../utils/cx';
import type { LoadingMaskProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * Greys out content while it is busy, optionally with a spinner, marks it
 * `aria-busy` and announces the wait. The wrapper is the same element busy or
 * not, so the content (and the focus inside it) is never remounted.
 *
 * @example
 * <LoadingMask isLoading={ isApplyingCoupon } showSpinner screenReaderLabel="Applying coupon…">
 * 	<CouponForm />
 * </LoadingMask>
 */
export function LoadingMask( {
	isLoading = true,
	showSpinner = false,
	screenReaderLabel,
	className,
	children,
}: LoadingMaskProps ) {
	return (
		<div
			className={ cx( isLoading && 'wc-block-components-loading-mask', className ) }
			aria-busy={ isLoading || undefined }
		>
			{ isLoading && showSpinner && <Spinner /> }
			<div className={ cx( isLoading && 'wc-block-components-loading-mask__children' ) }>
				{ children }
			</div>
			{ isLoading && (
				<span role="status" className="screen-reader-text">
					{ screenReaderLabel || __( 'Loading…', 'cesta' ) }
				</span>
			) }
		</div>
	);
}
