/** The FormStep: a titled, optionally numbered step of the checkout form (contact, addresses, shipping, payment). */

import { useId } from '@wordpress/element';

import { Title } from '../title';
import { cx } from '../utils/cx';
import type { FormStepProps } from './types';
import './style.css';
import '../utils/screen-reader-text.css';

/**
 * A step of the checkout form in WooCommerce's markup
 * (`wc-block-components-checkout-step`, `__heading`, `__title`,
 * `__container`, `__description`, `__content`). With a title or legend it is
 * a `<fieldset>`, a group named by its visible heading (or by the legend,
 * for screen readers only) and described by the description; without either
 * it is a plain `<div>`. Unlike WooCommerce's, the heading is not hidden from
 * screen readers, so shoppers can move from step to step by heading. Steps
 * are numbered by a CSS counter (`checkout-step`), so their order in the page
 * gives the number.
 *
 * @example
 * <FormStep
 * 	id="shipping-fields"
 * 	title="Shipping address"
 * 	description="Enter the address where you want your order delivered."
 * >
 * 	<AddressForm type="shipping" fields={ fields } values={ address } onChange={ update } />
 * </FormStep>
 */
export function FormStep( {
	id,
	className,
	title,
	legend,
	description,
	children,
	disabled = false,
	showStepNumber = true,
	stepHeadingContent,
	headingLevel = '2',
}: FormStepProps ) {
	const baseId = useId();
	const titleId = `${ baseId }-title`;
	const descriptionId = description ? `${ baseId }-description` : undefined;
	const isGroup = Boolean( title || legend );
	const Element = isGroup ? 'fieldset' : 'div';
	const headingContent =
		typeof stepHeadingContent === 'function' ? stepHeadingContent() : stepHeadingContent;
	const namedByLegend = Boolean( legend && legend !== title );

	return (
		<Element
			id={ id }
			className={ cx(
				className,
				'wc-block-components-checkout-step',
				showStepNumber && 'wc-block-components-checkout-step--with-step-number',
				disabled && 'wc-block-components-checkout-step--disabled'
			) }
			disabled={ isGroup ? disabled : undefined }
			aria-disabled={ ! isGroup && disabled ? true : undefined }
			aria-labelledby={ title && ! namedByLegend ? titleId : undefined }
			aria-describedby={ isGroup ? descriptionId : undefined }
		>
			{ namedByLegend && <legend className="screen-reader-text">{ legend }</legend> }
			{ title && (
				<div className="wc-block-components-checkout-step__heading">
					<Title
						id={ titleId }
						headingLevel={ headingLevel }
						className="wc-block-components-checkout-step__title"
					>
						{ title }
					</Title>
					{ headingContent ? (
						<span className="wc-block-components-checkout-step__heading-content">
							{ headingContent }
						</span>
					) : null }
				</div>
			) }
			<div className="wc-block-components-checkout-step__container">
				{ description && (
					<p
						id={ descriptionId }
						className="wc-block-components-checkout-step__description"
					>
						{ description }
					</p>
				) }
				<div className="wc-block-components-checkout-step__content">{ children }</div>
			</div>
		</Element>
	);
}
