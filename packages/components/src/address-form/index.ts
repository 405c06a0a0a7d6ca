/** Public surface of the AddressForm and its naming helpers. */

export { AddressForm } from './component';
export { getAddressFieldId, getAutocompleteValue } from './field-props';
export type {
	AddressFormErrors,
	AddressFormFieldDefinition,
	AddressFormFieldInputProps,
	AddressFormHandle,
	AddressFormProps,
	AddressFormValues,
} from './types';
