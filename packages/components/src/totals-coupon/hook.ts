/** The coupon form's state (spec §4 "Coupon"): the submit, its outcome and where the focus goes. */

import { useState } from '@wordpress/element';
import type { FormEvent, RefObject } from 'react';

import { getErrorMessage } from '../utils/error-message';
import { couponApplyFailedMessage } from './messages';

/**
 * What {@link useCouponForm} needs.
 *
 * @example
 * const options: CouponFormOptions = { onSubmit, code, setCode, close, inputRef, wrapperRef };
 */
export interface CouponFormOptions {
	onSubmit: ( code: string ) => Promise< boolean > | boolean;
	onCodeChange?: ( code: string ) => void;
	/** The code typed so far; the panel keeps it, so closing the panel loses nothing. */
	code: string;
	setCode: ( code: string ) => void;
	/** Closes the panel, once a coupon applies. */
	close: () => void;
	/** The code field, focused again after a refusal. */
	inputRef: RefObject< HTMLInputElement | null >;
	/** The wrapper, whose panel toggle takes the focus after success. */
	wrapperRef: RefObject< HTMLElement | null >;
}

/**
 * The coupon form's state: the submit in progress and its outcome (spec §4
 * "Coupon": applied → input cleared, panel closed, focus on its toggle; not
 * applied → input focused again, the error under it).
 *
 * @example
 * const form = useCouponForm( { onSubmit: applyCoupon, code, setCode, close, inputRef, wrapperRef } );
 */
export function useCouponForm( {
	onSubmit,
	onCodeChange,
	code,
	setCode,
	close,
	inputRef,
	wrapperRef,
}: CouponFormOptions ) {
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
			close();
			// The form leaves the page with the closed panel: keep the focus on its toggle.
			wrapperRef.current
				?.querySelector< HTMLButtonElement >( '.wc-block-components-panel__button' )
				?.focus();
		} else {
			inputRef.current?.focus();
		}
	};

	return { code, changeCode, isSubmitting, submitError, submit };
}
