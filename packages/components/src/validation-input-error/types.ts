/** Types of the ValidationInputError's props. */

/**
 * Props of {@link ValidationInputError}, as WooCommerce's component takes them.
 *
 * @example
 * const props: ValidationInputErrorProps = { errorMessage: 'Please enter a valid postcode', elementId: 'shipping-postcode' };
 */
export interface ValidationInputErrorProps {
	/** The message; nothing renders without one. @default '' */
	errorMessage?: string;
	/** Id of the validation entry (used for the message id when `elementId` is absent). @default '' */
	propertyName?: string;
	/** Id of the input the message belongs to; the message gets the id `validate-error-<elementId>`. @default '' */
	elementId?: string;
}
