/** The TotalsCoupon: the "Add coupons" panel with its code field and "Apply" button. */

import { useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Button } from '../button';
import { LoadingMask } from '../loading-mask';
import { Panel } from '../panel';
import { TextInput } from '../text-input';
import { cx } from '../utils/cx';
import { useCouponForm } from './hook';
import type { TotalsCouponProps } from './types';
import './style.css';

/**
 * The "Add coupons" panel: a code field and an "Apply" button, disabled while
 * the field is empty. An applied coupon clears the field and closes the panel;
 * a refused one puts the focus back in the field, and the error shows under it.
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
	const generatedId = useId();
	const inputId = `wc-block-components-totals-coupon__input-${ instanceId ?? generatedId }`;
	const inputRef = useRef< HTMLInputElement >( null );
	const wrapperRef = useRef< HTMLDivElement >( null );
	const form = useCouponForm( { onSubmit, initialOpen, onCodeChange, inputRef, wrapperRef } );
	const busy = isLoading || form.isSubmitting;

	return (
		<div ref={ wrapperRef } className={ cx( 'wc-block-components-totals-coupon', className ) }>
			<Panel
				className="wc-block-components-totals-coupon__panel"
				title={ __( 'Add coupons', 'cesta' ) }
				isOpen={ form.isOpen }
				onToggle={ form.setIsOpen }
			>
				<LoadingMask
					isLoading={ busy }
					screenReaderLabel={ __( 'Applying coupon…', 'cesta' ) }
					className="wc-block-components-totals-coupon__content"
				>
					<form
						className="wc-block-components-totals-coupon__form"
						aria-label={ __( 'Coupon code', 'cesta' ) }
						onSubmit={ form.submit }
					>
						<TextInput
							ref={ inputRef }
							id={ inputId }
							className="wc-block-components-totals-coupon__input"
							label={ __( 'Enter code', 'cesta' ) }
							value={ form.code }
							onChange={ form.changeCode }
							errorMessage={ form.submitError ?? errorMessage }
							autoCapitalize="off"
							autoComplete="off"
						/>
						<Button
							type="submit"
							className="wc-block-components-totals-coupon__button"
							disabled={ busy || form.code.trim() === '' }
							showSpinner={ busy }
						>
							{ __( 'Apply', 'cesta' ) }
						</Button>
					</form>
				</LoadingMask>
			</Panel>
		</div>
	);
}
