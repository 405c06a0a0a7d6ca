/** Types of the Select's props and options. */

import type { ReactNode, SelectHTMLAttributes } from 'react';

/**
 * One choice of a {@link Select}: a country, a state, an option of an
 * additional field.
 *
 * @example
 * const madrid: SelectOption = { value: 'M', label: 'Madrid' };
 */
export interface SelectOption {
	/** What `onChange` receives (a country or state code). */
	value: string;
	/** What the shopper reads. */
	label: string;
}

/**
 * Props of {@link Select}: the native select's own attributes plus these.
 *
 * @example
 * const props: SelectProps = {
 * 	id: 'shipping-country', label: 'Country/Region', value: 'ES', required: true,
 * 	options: [ { value: 'ES', label: 'España' }, { value: 'PT', label: 'Portugal' } ],
 * 	onChange: setCountry,
 * };
 */
export interface SelectProps extends Omit<
	SelectHTMLAttributes< HTMLSelectElement >,
	'onChange' | 'value' | 'id' | 'children' | 'multiple' | 'placeholder'
> {
	/** Id of the select; the label, error and help point to it. */
	id: string;
	/** The field's label (used as is when required, and to build the optional label and placeholder). */
	label: string;
	/** The chosen value; `''` shows the placeholder. */
	value: string;
	/** The choices, in the order shown. */
	options: readonly SelectOption[];
	/** Called with the chosen value. */
	onChange: ( value: string ) => void;
	/** Whether a choice is needed: the label shows as is and the placeholder cannot be chosen back. @default false */
	required?: boolean;
	/** Label shown when the field is optional. @default "%s (optional)" with the label */
	optionalLabel?: string;
	/** Text of the first, empty choice. @default "Select a %s" with the label in lower case (except in German) */
	placeholder?: string;
	/** Error shown under the select and linked with `aria-describedby`; also sets `aria-invalid`. @default undefined */
	errorMessage?: string;
	/** Help text under the select, also linked with `aria-describedby`. @default undefined */
	help?: ReactNode;
	/** Extra ids for `aria-describedby`. @default undefined */
	ariaDescribedBy?: string;
	/** Extra class names of the wrapper. @default undefined */
	className?: string;
}
