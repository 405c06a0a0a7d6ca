/** The Select: a labelled native select (country, state, additional fields) with a placeholder, help and an error. */

import { forwardRef } from '@wordpress/element';

import { optionalLabel as buildOptionalLabel, selectPlaceholder } from '@cesta/validation';

import { cx } from '../utils/cx';
import { getValidationErrorId, ValidationInputError } from '../validation-input-error';
import type { SelectProps } from './types';
import './style.css';

const ExpandIcon = () => (
	<svg
		className="wc-blocks-components-select__expand"
		viewBox="0 0 24 24"
		width="24"
		height="24"
		aria-hidden="true"
		focusable="false"
	>
		<path d="M17.5 11.6 12 16l-5.5-4.4.9-1.2L12 14l4.5-3.6 1 1.2z" fill="currentColor" />
	</svg>
);

/**
 * A labelled native `<select>` in WooCommerce's markup
 * (`wc-blocks-components-select`). Its label sits inside the box above the
 * choice, like an active {@link TextInput}; the first choice is the
 * placeholder ("Select a country/region"), which a required field cannot be
 * set back to. An optional field's label reads "%s (optional)". An error
 * marks it `aria-invalid` and describes it, with the help text, through
 * `aria-describedby`.
 *
 * A native select rather than a combobox: browsers give it type-ahead (typing
 * "Po" jumps to Portugal), the platform's picker on phones, address autofill
 * and the same reading in every screen reader, for lists of 250 countries or
 * 52 provinces, at no script cost. WooCommerce's checkout made the same move
 * from its combobox.
 *
 * @example
 * <Select
 * 	id="shipping-state"
 * 	label="Province"
 * 	required
 * 	value={ state }
 * 	options={ provinces }
 * 	onChange={ setState }
 * 	errorMessage={ stateError }
 * 	autoComplete="section-shipping shipping address-level1"
 * />
 */
export const Select = forwardRef< HTMLSelectElement, SelectProps >( function Select(
	{
		id,
		label,
		value,
		options,
		onChange,
		required = false,
		optionalLabel,
		placeholder,
		errorMessage,
		help,
		ariaDescribedBy,
		className,
		...selectProps
	},
	ref
) {
	const helpId = help ? `${ id }-help` : undefined;
	const errorId = errorMessage ? getValidationErrorId( id ) : undefined;
	const describedBy = [ errorId, helpId, ariaDescribedBy ].filter( Boolean ).join( ' ' );
	const shownLabel = required ? label : ( optionalLabel ?? buildOptionalLabel( label ) );

	return (
		<div
			className={ cx(
				'wc-blocks-components-select',
				errorMessage && 'has-error',
				className
			) }
		>
			<div className="wc-blocks-components-select__container">
				<label htmlFor={ id } className="wc-blocks-components-select__label">
					{ shownLabel }
				</label>
				<select
					ref={ ref }
					id={ id }
					className="wc-blocks-components-select__select"
					value={ value }
					required={ required }
					aria-invalid={ errorMessage ? true : undefined }
					aria-describedby={ describedBy || undefined }
					onChange={ ( event ) => onChange( event.target.value ) }
					{ ...selectProps }
				>
					<option value="" disabled={ required }>
						{ placeholder ?? selectPlaceholder( label ) }
					</option>
					{ options.map( ( option ) => (
						<option key={ option.value } value={ option.value }>
							{ option.label }
						</option>
					) ) }
				</select>
				<ExpandIcon />
			</div>
			{ help && (
				<span id={ helpId } className="wc-blocks-components-select__help">
					{ help }
				</span>
			) }
			<ValidationInputError errorMessage={ errorMessage } elementId={ id } />
		</div>
	);
} );
