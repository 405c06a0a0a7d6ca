/** Types of the validation store: an error, its state and input, and a field's validity report. */

/**
 * One validation error: its message and whether it is shown. A hidden error
 * still blocks the order.
 *
 * @example
 * const error: FieldValidationStatus = { message: 'Please enter a valid email address', hidden: true };
 */
export interface FieldValidationStatus {
	message: string;
	hidden: boolean;
}

/**
 * Errors keyed by input id or error id.
 *
 * @example
 * const state: ValidationState = { 'billing-postcode': { message: 'Please enter a valid postcode', hidden: false } };
 */
export type ValidationState = Readonly< Record< string, FieldValidationStatus > >;

/**
 * What `setValidationErrors` accepts: `hidden` may be left out (shown).
 *
 * @example
 * const input: ValidationErrorsInput = { coupon: { message: 'Coupon "X" does not exist!' } };
 */
export type ValidationErrorsInput = Record< string, { message: string; hidden?: boolean } >;

/**
 * What made a text field report its validity (spec 2 §4, validation error
 * visibility): found on load, while typing, on blur, or forced visible (submit).
 *
 * @example
 * const trigger: FieldValidityTrigger = 'blur';
 */
export type FieldValidityTrigger = 'load' | 'input' | 'blur' | 'force';

/**
 * A field's report to `setFieldValidity`.
 *
 * @example
 * const report: FieldValidityReport = { isValid: false, message: 'Please enter a valid city', trigger: 'blur', edited: true };
 */
export interface FieldValidityReport {
	isValid: boolean;
	/** The message to show when invalid. */
	message?: string;
	trigger: FieldValidityTrigger;
	/** Whether the shopper has changed the field since it loaded. */
	edited?: boolean;
}
