/** The shipping calculator's labelled native select (country, state) with its error message. */

import type { ChangeEvent } from 'react';

import { cx } from '../utils/cx';
import { getValidationErrorId, ValidationInputError } from '../validation-input-error';
import './select-field.css';

/**
 * Props of {@link SelectField}.
 *
 * @example
 * const props: SelectFieldProps = { id: 'country', label: 'Country/Region', value: 'ES', options: { ES: 'España' }, onChange };
 */
export interface SelectFieldProps {
	id: string;
	label: string;
	value: string;
	/** Code → name. */
	options: Record< string, string >;
	/** First, empty choice. */
	placeholder: string;
	onChange: ( value: string ) => void;
	errorMessage?: string;
	autoComplete?: string;
	disabled?: boolean;
}

/**
 * A labelled native select with its error message, in WooCommerce's classes.
 *
 * @example
 * <SelectField id="country" label="Country/Region" placeholder="Select a country/region" value={ country } options={ countries } onChange={ setCountry } />
 */
export function SelectField( {
	id,
	label,
	value,
	options,
	placeholder,
	onChange,
	errorMessage,
	autoComplete,
	disabled = false,
}: SelectFieldProps ) {
	return (
		<div className={ cx( 'wc-blocks-components-select', errorMessage && 'has-error' ) }>
			<label htmlFor={ id } className="wc-blocks-components-select__label">
				{ label }
			</label>
			<select
				id={ id }
				className="wc-blocks-components-select__select"
				value={ value }
				disabled={ disabled }
				autoComplete={ autoComplete }
				aria-invalid={ errorMessage ? true : undefined }
				aria-describedby={ errorMessage ? getValidationErrorId( id ) : undefined }
				onChange={ ( event: ChangeEvent< HTMLSelectElement > ) =>
					onChange( event.target.value )
				}
			>
				<option value="">{ placeholder }</option>
				{ Object.entries( options ).map( ( [ code, name ] ) => (
					<option key={ code } value={ code }>
						{ name }
					</option>
				) ) }
			</select>
			<ValidationInputError errorMessage={ errorMessage } elementId={ id } />
		</div>
	);
}
