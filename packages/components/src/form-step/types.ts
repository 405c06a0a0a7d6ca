/** Types of the FormStep's props. */

import type { ReactNode } from 'react';

/**
 * Props of {@link FormStep}, as WooCommerce's component takes them, plus the
 * heading level.
 *
 * @example
 * const props: FormStepProps = {
 * 	id: 'contact-fields', title: 'Contact information',
 * 	description: "We'll use this email to send you details and updates about your order.",
 * };
 */
export interface FormStepProps {
	/** Id of the step (WooCommerce's checkout anchors `#shipping-fields`, `#payment-method`). @default undefined */
	id?: string;
	/** Extra class names. @default undefined */
	className?: string;
	/** The step's visible heading; it also names the group. @default undefined */
	title?: string;
	/** A different name for the group, read by screen readers only. @default the title */
	legend?: string;
	/** A sentence under the heading; it also describes the group. @default undefined */
	description?: ReactNode;
	/** The step's fields. @default undefined */
	children?: ReactNode;
	/** Disables every control in the step (a `<fieldset disabled>`). @default false */
	disabled?: boolean;
	/** Numbers the step (1, 2, 3… across the checkout, by a CSS counter). @default true */
	showStepNumber?: boolean;
	/** Content beside the heading, e.g. a "Log in" link; a function as WooCommerce's takes is called. @default undefined */
	stepHeadingContent?: ReactNode | ( () => ReactNode );
	/** Level of the heading. @default '2' */
	headingLevel?: '2' | '3' | '4';
}
