/** The TextInput: a labelled text field with a floating or fixed label, help text and an error. */

import { forwardRef, useState } from '@wordpress/element';

import { cx } from '../utils/cx';
import { getValidationErrorId, ValidationInputError } from '../validation-input-error';
import type { TextInputProps } from './types';
import './style.css';

/**
 * A labelled text field. Its label floats inside the empty field and moves
 * up when the field has focus or text (or always sits above it); its error
 * message and help text describe it through `aria-describedby`, and an error
 * marks it `aria-invalid`.
 *
 * @example
 * <TextInput
 * 	id="shipping-postcode"
 * 	label="Postal code"
 * 	value={ postcode }
 * 	onChange={ setPostcode }
 * 	errorMessage={ postcodeError }
 * 	autoComplete="postal-code"
 * />
 */
export const TextInput = forwardRef< HTMLInputElement, TextInputProps >( function TextInput(
	{
		id,
		label,
		value,
		onChange,
		errorMessage,
		help,
		labelPosition = 'floating',
		ariaDescribedBy,
		className,
		type = 'text',
		onFocus,
		onBlur,
		...inputProps
	},
	ref
) {
	const [ hasFocus, setHasFocus ] = useState( false );
	const helpId = help ? `${ id }-help` : undefined;
	const errorId = errorMessage ? getValidationErrorId( id ) : undefined;
	const describedBy = [ errorId, helpId, ariaDescribedBy ].filter( Boolean ).join( ' ' );

	const labelElement = <label htmlFor={ id }>{ label }</label>;
	return (
		<div
			className={ cx(
				'wc-block-components-text-input',
				labelPosition === 'above' && 'wc-block-components-text-input--label-above',
				( hasFocus || value !== '' || labelPosition === 'above' ) && 'is-active',
				errorMessage && 'has-error',
				className
			) }
		>
			{ labelPosition === 'above' && labelElement }
			<input
				ref={ ref }
				id={ id }
				type={ type }
				value={ value }
				aria-invalid={ errorMessage ? true : undefined }
				aria-describedby={ describedBy || undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
				onFocus={ ( event ) => {
					setHasFocus( true );
					onFocus?.( event );
				} }
				onBlur={ ( event ) => {
					setHasFocus( false );
					onBlur?.( event );
				} }
				{ ...inputProps }
			/>
			{ labelPosition === 'floating' && labelElement }
			{ help && (
				<span id={ helpId } className="wc-block-components-text-input__help">
					{ help }
				</span>
			) }
			<ValidationInputError errorMessage={ errorMessage } elementId={ id } />
		</div>
	);
} );
