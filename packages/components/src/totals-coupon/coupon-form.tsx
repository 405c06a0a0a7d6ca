/** The "Add coupons" panel's content: the code field and "Apply" button, downloaded when the panel first opens. */

import { useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { Button } from '../button';
import { LoadingMask } from '../loading-mask';
import { TextInput } from '../text-input';
import { useCouponForm } from './hook';
import type { CouponFormOptions } from './hook';
import type { TotalsCouponProps } from './types';

/**
 * Props of {@link CouponForm}: the coupon's callbacks and state, and how to
 * close the panel once a coupon applies.
 *
 * @example
 * const props: CouponFormProps = { onSubmit: applyCoupon, code, setCode, close, wrapperRef };
 */
export interface CouponFormProps
	extends
		Pick<
			TotalsCouponProps,
			'onSubmit' | 'isLoading' | 'errorMessage' | 'onCodeChange' | 'instanceId'
		>,
		Pick< CouponFormOptions, 'code' | 'setCode' | 'close' | 'wrapperRef' > {}

/**
 * A code field and an "Apply" button, disabled while the field is empty. An
 * applied coupon clears the field and closes the panel; a refused one puts
 * the focus back in the field, and the error shows under it.
 *
 * @example
 * <CouponForm onSubmit={ applyCoupon } code={ code } setCode={ setCode } close={ close } wrapperRef={ wrapperRef } />
 */
export function CouponForm( {
	onSubmit,
	isLoading = false,
	errorMessage,
	onCodeChange,
	instanceId,
	code,
	setCode,
	close,
	wrapperRef,
}: CouponFormProps ) {
	const generatedId = useId();
	const inputId = `wc-block-components-totals-coupon__input-${ instanceId ?? generatedId }`;
	const inputRef = useRef< HTMLInputElement >( null );
	const form = useCouponForm( {
		onSubmit,
		onCodeChange,
		code,
		setCode,
		close,
		inputRef,
		wrapperRef,
	} );
	const busy = isLoading || form.isSubmitting;

	return (
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
	);
}
