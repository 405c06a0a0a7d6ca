/** Types of the AddressForm: its field definitions, values, errors, render hook, props and handle. */

import type { ReactNode } from 'react';

import type { BillingAddress } from '@cesta/types';

import type { SelectOption } from '../select';

/**
 * One field of the form, in the shape of the checkout's field model
 * (`getAddressFormFields` of `@cesta/validation` gives these, sorted).
 *
 * @example
 * const province: AddressFormFieldDefinition = {
 * 	key: 'state', label: 'Province', optionalLabel: 'Province (optional)', required: true, hidden: false,
 * 	type: 'select', autocomplete: 'address-level1', options: [ { value: 'M', label: 'Madrid' } ],
 * };
 */
export interface AddressFormFieldDefinition {
	/** The address key (`first_name`, `state`…) or an additional field's `namespace/name`. */
	key: string;
	label: string;
	/** Label of the field when optional. @default "%s (optional)" with the label */
	optionalLabel?: string;
	required: boolean;
	/** Hidden fields are not rendered. */
	hidden: boolean;
	/** `text`, `email`, `tel`, `select` or `checkbox`. @default 'text' */
	type?: string;
	/** Autofill token (`address-line1`); the form adds the section and address type. */
	autocomplete?: string;
	autocapitalize?: string;
	placeholder?: string;
	/** Choices of a select; the state is a text field when it has none. */
	options?: readonly SelectOption[];
	/** Extra attributes of the input, as the field model gives them (`maxLength: 9`); only `pattern`, `title`, `maxLength`, `minLength`, `inputMode` and `data-*` are kept. */
	attributes?: Readonly< Record< string, string | number | boolean > >;
}

/**
 * The form's values: an address (`cart.shippingAddress`, `cart.billingAddress`)
 * with any additional fields, text or (checkboxes) booleans.
 *
 * @example
 * const values: AddressFormValues = { ...cart.shippingAddress, 'mi-tienda/nif': '12345678Z' };
 */
export type AddressFormValues =
	| Readonly< Partial< BillingAddress > >
	| Readonly< Record< string, string | boolean | undefined > >;

/**
 * The visible error of each field, by key (the block decides visibility).
 *
 * @example
 * const errors: AddressFormErrors = { postcode: 'Please enter a valid postcode' };
 */
export type AddressFormErrors = Readonly< Record< string, string | undefined > >;

/**
 * What the form gives a custom field to render: the props of a
 * {@link TextInput} (spread them into one, or into an
 * {@link AddressAutocompleteInput}).
 *
 * @example
 * const renderField = ( field, props: AddressFormFieldInputProps ) =>
 * 	field.key === 'address_1' ? <AddressAutocompleteInput { ...props } search={ search } onSelect={ select } /> : undefined;
 */
export interface AddressFormFieldInputProps {
	/** `${ type }-${ key }`, slashes as hyphens. */
	id: string;
	/** The label, or the optional label when the field is optional. */
	label: string;
	/** The text value (`''` when unset). */
	value: string;
	onChange: ( value: string ) => void;
	onBlur: () => void;
	errorMessage: string | undefined;
	required: boolean;
	/** `section-${ type } ${ type } ${ autocomplete }` for billing and shipping. */
	autoComplete: string | undefined;
	autoCapitalize: string | undefined;
	/** `text`, `email` or `tel`. */
	type: string;
	placeholder: string | undefined;
	/** `wc-block-components-address-form__${ key }`. */
	className: string;
}

/**
 * Props of {@link AddressForm}.
 *
 * @example
 * const props: AddressFormProps = {
 * 	type: 'shipping', fields: getAddressFormFields( address.country, { type: 'shipping' } ),
 * 	values: address, onChange: ( patch ) => setShippingAddress( withCountryReset( address, patch ) ),
 * };
 */
export interface AddressFormProps {
	/** Which address: prefixes the ids and sets the autofill section. */
	type: 'billing' | 'shipping' | 'contact' | string;
	/** The fields in the order shown; hidden ones are skipped. */
	fields: readonly AddressFormFieldDefinition[];
	values: AddressFormValues;
	/** Called with the changed field(s), e.g. `{ city: 'Madrid' }`; the block applies country resets. */
	onChange: ( patch: Record< string, string | boolean > ) => void;
	/** Called with the key of a field the shopper leaves. @default undefined */
	onBlur?: ( key: string ) => void;
	/** Visible errors by key. @default {} */
	errors?: AddressFormErrors;
	/**
	 * Renders a field itself (e.g. address autocomplete on `address_1`); return
	 * `undefined` for the form's own rendering, `null` for nothing. Custom
	 * fields must keep the given `id` on their input for focusing. Keep its
	 * identity across renders (`useCallback`): a new function renders every
	 * field again on each keystroke.
	 * @default undefined
	 */
	renderField?: (
		field: AddressFormFieldDefinition,
		props: AddressFormFieldInputProps
	) => ReactNode | undefined;
	/** Rendered after the fields, inside the form (additional fields, notices). @default undefined */
	children?: ReactNode;
	/** Id of the form's wrapper. @default the type, as WooCommerce (`#shipping`, `#billing`) */
	id?: string;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * What a ref on {@link AddressForm} offers the block.
 *
 * @example
 * const form = useRef< AddressFormHandle >( null );
 * if ( ! isValid ) form.current?.focusFirstInvalid( errors );
 */
export interface AddressFormHandle {
	/** Moves the focus to a field (revealing a collapsed address 2); `false` when the form has no such visible field. */
	focusField( key: string ): boolean;
	/** Focuses the first field, in form order, that has an error (the given errors, else the props'); `false` if none. */
	focusFirstInvalid( errors?: AddressFormErrors ): boolean;
}
