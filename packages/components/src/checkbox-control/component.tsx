/** The CheckboxControl: a native checkbox with a custom look, its label and an optional error. */

import { useId } from '@wordpress/element';

import { cx } from '../utils/cx';
import { getValidationErrorId, ValidationInputError } from '../validation-input-error';
import type { CheckboxControlProps } from './types';
import './style.css';

const CheckMark = () => (
	<svg
		className="wc-block-components-checkbox__mark"
		viewBox="0 0 24 20"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M9 16.2L4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
	</svg>
);

/**
 * A native checkbox with a custom look, labelled by its text, with an
 * optional error that describes it.
 *
 * @example
 * <CheckboxControl
 * 	label="Use same address for billing"
 * 	checked={ useShippingAsBilling }
 * 	onChange={ setUseShippingAsBilling }
 * />
 */
export function CheckboxControl( {
	id,
	label,
	checked = false,
	onChange,
	disabled = false,
	errorMessage,
	hasError = false,
	className,
	children,
}: CheckboxControlProps ) {
	const generatedId = `checkbox-control-${ useId() }`;
	const inputId = id ?? generatedId;
	const invalid = hasError || Boolean( errorMessage );
	return (
		<div
			className={ cx(
				'wc-block-components-checkbox',
				invalid && 'has-error',
				disabled && 'is-disabled',
				className
			) }
		>
			<label htmlFor={ inputId }>
				<input
					id={ inputId }
					className="wc-block-components-checkbox__input"
					type="checkbox"
					checked={ checked }
					disabled={ disabled }
					aria-invalid={ invalid || undefined }
					aria-describedby={ errorMessage ? getValidationErrorId( inputId ) : undefined }
					onChange={ ( event ) => onChange( event.target.checked ) }
				/>
				<CheckMark />
				<span className="wc-block-components-checkbox__label">{ label }</span>
			</label>
			{ children }
			<ValidationInputError errorMessage={ errorMessage } elementId={ inputId } />
		</div>
	);
}
