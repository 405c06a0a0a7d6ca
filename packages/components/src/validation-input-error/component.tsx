/** The ValidationInputError: a field's error message in an alert, with the id the field points to. */

import { getValidationErrorId } from '@cesta/validation';

import type { ValidationInputErrorProps } from './types';
import './style.css';

const ErrorIcon = () => (
	<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
		<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
		<path d="M12 7v6M12 15.5v1.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
	</svg>
);

/**
 * The error message under a field, in an alert region so it is announced when
 * it appears, with the id the field's `aria-describedby` points to. This pure
 * variant shows the message it is given; the blocks connect it to the
 * validation store.
 *
 * @example
 * <input id="coupon" aria-invalid={ !! error } aria-describedby={ getValidationErrorId( 'coupon' ) } />
 * <ValidationInputError errorMessage={ error } elementId="coupon" />
 */
export function ValidationInputError( {
	errorMessage = '',
	propertyName = '',
	elementId = '',
}: ValidationInputErrorProps ) {
	if ( ! errorMessage || typeof errorMessage !== 'string' ) {
		return null;
	}
	return (
		<div className="wc-block-components-validation-error" role="alert">
			<p id={ getValidationErrorId( elementId || propertyName ) }>
				<ErrorIcon />
				<span>{ errorMessage }</span>
			</p>
		</div>
	);
}
