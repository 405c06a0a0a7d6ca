/** The RadioControl: native radio buttons in a fieldset, each option with a price and a description. */

import { useId } from '@wordpress/element';

import { cx } from '../utils/cx';
import type { RadioControlOption, RadioControlProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

interface OptionProps {
	name: string;
	option: RadioControlOption;
	checked: boolean;
	disabled: boolean;
	highlightChecked: boolean;
	onChange: ( value: string ) => void;
}

function RadioControlOptionRow( {
	name,
	option,
	checked,
	disabled,
	highlightChecked,
	onChange,
}: OptionProps ) {
	const id = `${ name }-${ option.value }`;
	const descriptionId = `${ id }-description`;
	const hasDescription = Boolean( option.description || option.secondaryDescription );
	// The description stays out of the label: inside it, screen readers would
	// read it twice, in the name and again as the description.
	return (
		<div
			className={ cx(
				'wc-block-components-radio-control__option',
				checked && 'wc-block-components-radio-control__option-checked',
				checked &&
					highlightChecked &&
					'wc-block-components-radio-control__option--checked-option-highlighted',
				( disabled || option.disabled ) && 'is-disabled'
			) }
		>
			<input
				id={ id }
				className="wc-block-components-radio-control__input"
				type="radio"
				name={ name }
				value={ option.value }
				checked={ checked }
				disabled={ disabled || option.disabled }
				aria-describedby={ hasDescription ? descriptionId : undefined }
				onChange={ () => onChange( option.value ) }
			/>
			<div className="wc-block-components-radio-control__option-layout">
				<label htmlFor={ id } className="wc-block-components-radio-control__label-group">
					<span className="wc-block-components-radio-control__label">
						{ option.label }
					</span>
					{ option.secondaryLabel && (
						<span className="wc-block-components-radio-control__secondary-label">
							{ option.secondaryLabel }
						</span>
					) }
				</label>
				{ hasDescription && (
					<div
						id={ descriptionId }
						className="wc-block-components-radio-control__description-group"
					>
						{ option.description && (
							<span className="wc-block-components-radio-control__description">
								{ option.description }
							</span>
						) }
						{ option.secondaryDescription && (
							<span className="wc-block-components-radio-control__secondary-description">
								{ option.secondaryDescription }
							</span>
						) }
					</div>
				) }
			</div>
		</div>
	);
}

/**
 * A group of native radio buttons in a fieldset (shipping rates, payment
 * methods, pickup locations): arrow keys move between options as browsers do,
 * each option is named by its label and price and described (only) by its
 * description.
 *
 * @example
 * <RadioControl
 * 	label="Shipping options"
 * 	selected={ selectedRateId }
 * 	options={ rates.map( ( rate ) => ( { value: rate.rate_id, label: rate.name, secondaryLabel: price( rate ) } ) ) }
 * 	onChange={ ( rateId ) => selectShippingRate( rateId, packageId ) }
 * />
 */
export function RadioControl( {
	name,
	label,
	hideLabel = false,
	selected,
	options,
	onChange,
	disabled = false,
	highlightChecked = true,
	className,
}: RadioControlProps ) {
	const generatedName = `radio-control-${ useId() }`;
	const groupName = name ?? generatedName;
	if ( options.length === 0 ) {
		return null;
	}
	return (
		<fieldset
			className={ cx(
				'wc-block-components-radio-control',
				highlightChecked && 'wc-block-components-radio-control--highlight-checked',
				className
			) }
			disabled={ disabled }
		>
			{ label && (
				<legend
					className={ cx(
						'wc-block-components-radio-control__legend',
						hideLabel && 'screen-reader-text'
					) }
				>
					{ label }
				</legend>
			) }
			{ options.map( ( option ) => (
				<RadioControlOptionRow
					key={ option.value }
					name={ groupName }
					option={ option }
					checked={ option.value === selected }
					disabled={ disabled }
					highlightChecked={ highlightChecked }
					onChange={ onChange }
				/>
			) ) }
		</fieldset>
	);
}
