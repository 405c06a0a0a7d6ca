/** The coupon form's state (spec §4 "Coupon"): the code, the panel, the submit and where the focus goes. */

import { useState } from '@wordpress/element';
import type { FormEvent, RefObject } from 'react';

import { couponApplyFailedMessage } from '../messages';
import { getErrorMessage } from '../utils/error-message';

/**
 * What {@link useCouponForm} needs.
 *
 * @example
 * const options: CouponFormOptions = { onSubmit, initialOpen: false, inputRef, wrapperRef };
 */
export interface CouponFormOptions {
	onSubmit: ( code: string ) => Promise< boolean > | boolean;
	initialOpen: boolean;
	onCodeChange?: ( code: string ) => void;
	/** The code field, focused again after a refusal. */
	inputRef: RefObject< HTMLInputElement | null >;
	/** The wrapper, whose panel toggle takes the focus after success. */
	wrapperRef: RefObject< HTMLElement | null >;
}

/**
 * The coupon form's state: the code, the panel's open state, the submit in
 * progress and its outcome (spec §4 "Coupon": applied → input cleared, panel
 * closed; not applied → input focused again).
 *
 * @example
 * const form = useCouponForm( { onSubmit: applyCoupon, initialOpen: false, inputRef, wrapperRef } );
 */
export function useCouponForm( {
	onSubmit,
	initialOpen,
	onCodeChange,
	inputRef,
	wrapperRef,
}: CouponFormOptions ) {
	const [ code, setCode ] = useState( '' );
	const [ isOpen, setIsOpen ] = useState( initialOpen );
	const [ isSubmitting, setIsSubmitting ] = useState( false );
	const [ submitError, setSubmitError ] = useState< string | undefined >( undefined );

	const changeCode = ( value: string ) => {
		setCode( value );
		setSubmitError( undefined );
		onCodeChange?.( value );
	};

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		const trimmed = code.trim();
		if ( ! trimmed || isSubmitting ) {
			return;
		}
		setIsSubmitting( true );
		let applied = false;
		try {
			applied = ( await onSubmit( trimmed ) ) === true;
		} catch ( error ) {
			setSubmitError( getErrorMessage( error ) ?? couponApplyFailedMessage() );
		}
		setIsSubmitting( false );
		if ( applied ) {
			setCode( '' );
			setIsOpen( false );
			// The form leaves the page with the closed panel: keep the focus on its toggle.
			wrapperRef.current
				?.querySelector< HTMLButtonElement >( '.wc-block-components-panel__button' )
				?.focus();
		} else {
			inputRef.current?.focus();
		}
	};

	return {
		code,
		changeCode,
		isOpen,
		setIsOpen,
		isSubmitting,
		submitError,
		submit,
	};
}
