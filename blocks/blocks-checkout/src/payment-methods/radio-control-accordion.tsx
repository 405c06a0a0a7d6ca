/** RadioControlAccordion: a radio group that shows the chosen option's content under it. */

import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * One choice of a {@link RadioControlAccordion}.
 *
 * @example
 * const option: RadioControlAccordionOption = { value: 'bacs', label: 'Transferencia bancaria', content: <BacsDetails /> };
 */
export interface RadioControlAccordionOption {
	/** The value reported when chosen. */
	value: string;
	/** What the radio button is labelled with. */
	label: ReactNode;
	/** The accessible name when `label` is empty. @default undefined */
	ariaLabel?: string;
	/** Shown under the option while it is chosen. @default undefined */
	content?: ReactNode;
}

/**
 * Props of {@link RadioControlAccordion}.
 *
 * @example
 * const props: RadioControlAccordionProps = { legend: 'Payment options', selected: 'bacs', options, onChange };
 */
export interface RadioControlAccordionProps {
	/** Names the group for assistive technology (visually hidden). */
	legend: ReactNode;
	/** The chosen value; `null` when none is. */
	selected: string | null;
	options: RadioControlAccordionOption[];
	onChange: ( value: string ) => void;
	/** Id of the group. @default a generated id */
	id?: string;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * A group of native radio buttons where only the chosen option unfolds its
 * content (WooCommerce's `RadioControlAccordion`, used for the payment
 * methods): arrow keys move between options as browsers do, and the content
 * sits outside the label, so its fields can be used without choosing again.
 *
 * @example
 * <RadioControlAccordion
 * 	legend="Payment options"
 * 	selected={ active }
 * 	options={ [ { value: 'bacs', label: 'Transferencia', content: <p>IBAN…</p> } ] }
 * 	onChange={ setActive }
 * />
 */
export function RadioControlAccordion( {
	legend,
	selected,
	options,
	onChange,
	id,
	className,
}: RadioControlAccordionProps ) {
	const generatedId = useId();
	const groupId = id ?? `radio-control-${ generatedId }`;
	if ( options.length === 0 ) {
		return null;
	}
	return (
		<fieldset
			id={ groupId }
			className={ [
				'wc-block-components-radio-control',
				'wc-block-components-radio-control--highlight-checked',
				'wc-block-components-radio-control-accordion',
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<legend className="screen-reader-text">{ legend }</legend>
			{ options.map( ( option ) => {
				const checked = option.value === selected;
				const inputId = `${ groupId }-${ option.value }`;
				return (
					<div
						key={ option.value }
						className={ [
							'wc-block-components-radio-control-accordion-option',
							checked &&
								'wc-block-components-radio-control-accordion-option--checked-option-highlighted',
						]
							.filter( Boolean )
							.join( ' ' ) }
					>
						<label
							htmlFor={ inputId }
							className={ [
								'wc-block-components-radio-control__option',
								checked && 'wc-block-components-radio-control__option-checked',
							]
								.filter( Boolean )
								.join( ' ' ) }
						>
							<input
								id={ inputId }
								className="wc-block-components-radio-control__input"
								type="radio"
								name={ groupId }
								value={ option.value }
								checked={ checked }
								aria-label={ option.label ? undefined : option.ariaLabel }
								onChange={ () => onChange( option.value ) }
							/>
							<span className="wc-block-components-radio-control__label">
								{ option.label }
							</span>
						</label>
						{ checked && option.content && (
							<div className="wc-block-components-radio-control-accordion-content">
								{ option.content }
							</div>
						) }
					</div>
				);
			} ) }
		</fieldset>
	);
}
