/** One field of the AddressForm, memoised: it renders again only when its own value, error, definition or visibility changes. */

import { memo, useCallback } from '@wordpress/element';
import type { ReactNode } from 'react';

import { CheckboxControl } from '../checkbox-control';
import { Select } from '../select';
import { TextInput } from '../text-input';
import { Address2Field } from './address-2-field';
import {
	getAddressFieldId,
	getAutocompleteValue,
	getFieldClassName,
	getFieldLabel,
	getSafeAttributes,
} from './field-props';
import type {
	AddressFormFieldDefinition,
	AddressFormFieldInputProps,
	AddressFormProps,
} from './types';

/**
 * Props of {@link AddressFormField}. The handlers take the field's key and
 * must keep their identity across renders (the form's do), or every field
 * renders again.
 *
 * @example
 * const props: AddressFormFieldProps = {
 * 	type: 'shipping', field, value: 'Ana', errorMessage: undefined, isOpen: true,
 * 	onFieldChange, onFieldBlur, onFieldOpen,
 * };
 */
export interface AddressFormFieldProps {
	/** The address type, prefixing the id and setting the autofill section. */
	type: string;
	field: AddressFormFieldDefinition;
	/** The field's value in the address: text, or a checkbox's boolean. */
	value: unknown;
	errorMessage: string | undefined;
	/** `false` while an optional, empty address 2 stays behind its toggle. */
	isOpen: boolean;
	onFieldChange: ( key: string, value: string | boolean ) => void;
	onFieldBlur: ( key: string ) => void;
	/** Opens a collapsed field; `focus` when its input should take the focus. */
	onFieldOpen: ( key: string, focus: boolean ) => void;
	/** The form's `renderField`; a new function renders every field again. @default undefined */
	renderField?: AddressFormProps[ 'renderField' ];
}

const isSelect = ( field: AddressFormFieldDefinition ) =>
	field.key === 'country' ||
	( field.type === 'select' && ( field.key !== 'state' || Boolean( field.options?.length ) ) );

/** Field definitions are equal when their properties are: rules evaluated again give new but equal objects. */
const isSameField = ( a: AddressFormFieldDefinition, b: AddressFormFieldDefinition ) => {
	if ( a === b ) {
		return true;
	}
	const keys = Object.keys( a ) as Array< keyof AddressFormFieldDefinition >;
	return (
		keys.length === Object.keys( b ).length && keys.every( ( key ) => a[ key ] === b[ key ] )
	);
};

const arePropsEqual = ( before: AddressFormFieldProps, after: AddressFormFieldProps ) =>
	( Object.keys( after ) as Array< keyof AddressFormFieldProps > ).every( ( key ) =>
		key === 'field'
			? isSameField( before.field, after.field )
			: Object.is( before[ key ], after[ key ] )
	) && Object.keys( before ).length === Object.keys( after ).length;

/**
 * One field of {@link AddressForm} (spec 2 §2–§5): a text, email or phone
 * input with its autofill token, the country select, the state as a select
 * of the country's states or free text when it has none listed, a select or
 * checkbox of an additional field, address line 2 behind its toggle, or
 * what the form's `renderField` returns for it. Memoised, so typing in one
 * field renders that field only (DESIGN §8: ≤ 5 ms of script per keystroke).
 *
 * @example
 * <AddressFormField
 * 	type="shipping"
 * 	field={ field }
 * 	value={ values[ field.key ] }
 * 	errorMessage={ errors[ field.key ] }
 * 	isOpen
 * 	onFieldChange={ onFieldChange }
 * 	onFieldBlur={ onFieldBlur }
 * 	onFieldOpen={ onFieldOpen }
 * />
 */
export const AddressFormField = memo( function AddressFormField( {
	type,
	field,
	value,
	errorMessage,
	isOpen,
	onFieldChange,
	onFieldBlur,
	onFieldOpen,
	renderField,
}: AddressFormFieldProps ): ReactNode {
	const { key } = field;
	const onChange = useCallback(
		( next: string | boolean ) => onFieldChange( key, next ),
		[ key, onFieldChange ]
	);
	const onBlur = useCallback( () => onFieldBlur( key ), [ key, onFieldBlur ] );
	const onOpen = useCallback(
		( focus: boolean ) => onFieldOpen( key, focus ),
		[ key, onFieldOpen ]
	);

	const fieldId = getAddressFieldId( type, key );
	const inputProps: AddressFormFieldInputProps = {
		id: fieldId,
		label: getFieldLabel( field ),
		value: typeof value === 'string' ? value : '',
		onChange,
		onBlur,
		errorMessage: errorMessage || undefined,
		required: field.required,
		autoComplete: getAutocompleteValue( field.autocomplete, type ),
		autoCapitalize: field.autocapitalize,
		type: [ 'email', 'tel' ].includes( field.type ?? '' ) ? field.type! : 'text',
		placeholder: isSelect( field ) ? undefined : field.placeholder,
		className: getFieldClassName( key ),
	};
	const custom = renderField?.( field, inputProps );
	if ( custom !== undefined ) {
		return custom;
	}
	if ( key === 'address_2' && ! field.required ) {
		return (
			<Address2Field
				inputProps={ inputProps }
				fieldLabel={ field.label }
				isOpen={ isOpen }
				onOpen={ onOpen }
			/>
		);
	}
	if ( field.type === 'checkbox' ) {
		return (
			<div className={ inputProps.className } onBlur={ onBlur }>
				<CheckboxControl
					id={ fieldId }
					label={ inputProps.label }
					checked={ value === true }
					errorMessage={ inputProps.errorMessage }
					onChange={ onChange }
				/>
			</div>
		);
	}
	if ( isSelect( field ) ) {
		return (
			<Select
				id={ fieldId }
				className={ inputProps.className }
				label={ field.label }
				optionalLabel={ field.optionalLabel }
				required={ field.required }
				placeholder={ field.placeholder }
				value={ inputProps.value }
				options={ field.options ?? [] }
				errorMessage={ inputProps.errorMessage }
				autoComplete={ inputProps.autoComplete }
				onChange={ onChange }
				onBlur={ onBlur }
			/>
		);
	}
	return <TextInput { ...getSafeAttributes( field.attributes ) } { ...inputProps } />;
}, arePropsEqual );
