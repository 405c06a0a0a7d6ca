/** The TotalsCoupon: the "Add coupons" panel, whose code field and "Apply" button download when the shopper reaches for it. */

import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Panel } from '../panel';
import { Skeleton } from '../skeleton';
import { useOnDemand } from '../utils/on-demand';
import { cx } from '../utils/cx';
import { couponFormLoader } from './load-coupon-form';
import type { TotalsCouponProps } from './types';
import './style.css';

/**
 * The "Add coupons" panel: a code field and an "Apply" button, disabled while
 * the field is empty. An applied coupon clears the field and closes the panel;
 * a refused one puts the focus back in the field, and the error shows under it.
 * The form downloads when the shopper points at or focuses the panel (or it
 * starts open); the code typed survives closing the panel.
 *
 * @example
 * <TotalsCoupon
 * 	onSubmit={ applyCoupon }
 * 	isLoading={ isApplyingCoupon }
 * 	errorMessage={ couponError }
 * 	onCodeChange={ () => hideValidationError( 'coupon' ) }
 * />
 */
export function TotalsCoupon( {
	onSubmit,
	isLoading = false,
	initialOpen = false,
	errorMessage,
	onCodeChange,
	instanceId,
	className,
}: TotalsCouponProps ) {
	const wrapperRef = useRef< HTMLDivElement >( null );
	const [ isOpen, setIsOpen ] = useState( initialOpen );
	const [ code, setCode ] = useState( '' );
	const [ wanted, setWanted ] = useState( initialOpen );
	const form = useOnDemand( couponFormLoader, wanted || isOpen );
	const want = () => setWanted( true );

	return (
		<div
			ref={ wrapperRef }
			className={ cx( 'wc-block-components-totals-coupon', className ) }
			onMouseEnter={ want }
			onFocus={ want }
		>
			<Panel
				className="wc-block-components-totals-coupon__panel"
				title={ __( 'Add coupons', 'cesta' ) }
				isOpen={ isOpen }
				onToggle={ setIsOpen }
			>
				{ form.status === 'ready' && (
					<form.value
						onSubmit={ onSubmit }
						isLoading={ isLoading }
						errorMessage={ errorMessage }
						onCodeChange={ onCodeChange }
						instanceId={ instanceId }
						code={ code }
						setCode={ setCode }
						close={ () => setIsOpen( false ) }
						wrapperRef={ wrapperRef }
					/>
				) }
				{ form.status === 'loading' && <Skeleton height="2.5em" tag="div" /> }
			</Panel>
		</div>
	);
}
