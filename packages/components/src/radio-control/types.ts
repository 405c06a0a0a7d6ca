/** Types of the RadioControl: an option and the component's props. */

import type { ReactNode } from 'react';

/**
 * One choice of a {@link RadioControl}.
 *
 * @example
 * const option: RadioControlOption = { value: 'flat_rate:1', label: 'Tarifa plana', secondaryLabel: '€4.95' };
 */
export interface RadioControlOption {
	/** The value reported when chosen. */
	value: string;
	/** Main text. */
	label: ReactNode;
	/** Text at the end of the label line (a price). @default undefined */
	secondaryLabel?: ReactNode;
	/** Text under the label, describing the option. @default undefined */
	description?: ReactNode;
	/** Text at the end of the description line. @default undefined */
	secondaryDescription?: ReactNode;
	/** Disables this option only. @default false */
	disabled?: boolean;
}

/**
 * Props of {@link RadioControl}.
 *
 * @example
 * const props: RadioControlProps = { name: 'shipping-0', label: 'Shipping options', selected: 'flat_rate:1', options, onChange };
 */
export interface RadioControlProps {
	/** Name of the radio group (unique on the page). @default a generated name */
	name?: string;
	/** Legend naming the group. @default undefined */
	label?: ReactNode;
	/** Hides the legend visually (it is still read). @default false */
	hideLabel?: boolean;
	/** The chosen value. @default undefined */
	selected?: string;
	/** The choices. */
	options: RadioControlOption[];
	/** Called with the newly chosen value. */
	onChange: ( value: string ) => void;
	/** Disables every option. @default false */
	disabled?: boolean;
	/** Highlights the chosen option's box. @default true */
	highlightChecked?: boolean;
	/** Extra class names. @default undefined */
	className?: string;
}
