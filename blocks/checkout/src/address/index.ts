/** What the contact, address and additional information steps share: field model hooks, validation visibility, submit focus, autocomplete, the fields draft. */

export { CheckoutAddressForm } from './checkout-address-form';
export {
	ACCOUNT_PASSWORD_ERROR_ID,
	ACCOUNT_PASSWORD_MIN_SCORE,
	AUTOCOMPLETE_FOCUS_DELAY_MS,
	CHECKOUT_ADDRESS_ACTIONS,
	CHECKOUT_FIELDS_DRAFT_STORAGE_KEY,
	CONTACT_EMAIL_INPUT_ID,
} from './constants';
export { fillFromSuggestion } from './fill-from-suggestion';
export { fieldMessages, stepLabels } from './messages';
export { focusFirstFieldInError, useSubmitFocusTarget } from './submit-focus';
export { useAddressAutocomplete } from './use-address-autocomplete';
export { useAddressSteps } from './use-address-steps';
export { useCheckoutAddressActions } from './use-checkout-address-actions';
export { readCheckoutFieldsDraft, useCheckoutFieldsDraft } from './use-checkout-fields-draft';
export { useFieldErrors } from './use-field-errors';
export { useCheckoutDocument, useFieldRuleEvaluator, useFieldRules } from './use-field-rules';
export {
	useAdditionalFields,
	useAddressFormFields,
	useAddressLocalesReady,
	useEmailField,
} from './use-form-fields';

export type { CheckoutAddressFormProps } from './checkout-address-form';
export type { FillFromSuggestionInput } from './fill-from-suggestion';
export type { StepAttributes } from './step-metadata';
export type { SubmitFocusTarget } from './submit-focus';
export type { CheckoutAddressType } from './types';
export type { ActiveAddressAutocomplete } from './use-address-autocomplete';
export type { AddressSteps } from './use-address-steps';
export type { CheckoutAddressAction } from './use-checkout-address-actions';
export type { CheckoutFieldsDraft } from './use-checkout-fields-draft';
export type { FieldErrors, FieldErrorsOptions } from './use-field-errors';
export type { FieldRulesResult } from './use-field-rules';
