/** The AddressForm: one address's fields from their definitions, with errors, address 2 behind a toggle and a focus handle. */

import {
	forwardRef,
	Fragment,
	useEffect,
	useImperativeHandle,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

import { CheckboxControl } from '../checkbox-control';
import { Select } from '../select';
import { TextInput } from '../text-input';
import { cx } from '../utils/cx';
import { Address2Field } from './address-2-field';
import {
	getAddressFieldId,
	getAutocompleteValue,
	getFieldClassName,
	getFieldLabel,
	getSafeAttributes,
} from './field-props';
import type {
	AddressFormErrors,
	AddressFormFieldDefinition,
	AddressFormFieldInputProps,
	AddressFormHandle,
	AddressFormProps,
} from './types';
import './style.css';

const NO_ERRORS: AddressFormErrors = {};

const isSelect = ( field: AddressFormFieldDefinition ) =>
	field.key === 'country' ||
	( field.type === 'select' && ( field.key !== 'state' || Boolean( field.options?.length ) ) );

/**
 * One address's form (spec 2 §2–§5), in WooCommerce's markup
 * (`wc-block-components-address-form`, ids `${ type }-${ key }`, classes
 * `wc-block-components-address-form__${ key }`). It renders the fields it is
 * given, in order, skipping hidden ones: text, email and phone inputs with
 * their autofill tokens, the country select, the state as a select of the
 * country's states or free text when it has none listed, selects and
 * checkboxes of additional fields, and address line 2 behind a
 * "+ Add apartment, suite, etc." toggle until it has a value or is required.
 *
 * It holds no address: edits go out as patches (`onChange( { city } )`) and
 * leaving a field as `onBlur( key )`; the block applies them (clearing state
 * and postcode on a country change, emptying hidden fields) and decides which
 * errors are visible. Each visible error marks its field `aria-invalid`,
 * describes it through `aria-describedby` and is announced (`role="alert"`).
 * `renderField` lets the block render a field itself (address autocomplete
 * on `address_1`); `children` follow the fields. A ref gives
 * {@link AddressFormHandle}: `focusFirstInvalid()` on submit.
 *
 * @example
 * const formRef = useRef< AddressFormHandle >( null );
 * <AddressForm
 * 	ref={ formRef }
 * 	type="shipping"
 * 	fields={ getAddressFormFields( address.country, { type: 'shipping' } ) }
 * 	values={ address }
 * 	errors={ visibleErrors }
 * 	onChange={ ( patch ) => setShippingAddress( patch ) }
 * 	onBlur={ ( key ) => showValidationError( `shipping_${ key }` ) }
 * />
 */
export const AddressForm = forwardRef< AddressFormHandle, AddressFormProps >( function AddressForm(
	{
		type,
		fields,
		values,
		onChange,
		onBlur,
		errors = NO_ERRORS,
		renderField,
		children,
		id = type,
		className,
	},
	ref
) {
	const containerRef = useRef< HTMLDivElement >( null );
	const [ opened, setOpened ] = useState< ReadonlySet< string > >( () => new Set() );
	const pendingFocus = useRef< string | null >( null );
	const valueOf = ( key: string ): unknown => ( values as Record< string, unknown > )[ key ];
	const textOf = ( key: string ) => {
		const value = valueOf( key );
		return typeof value === 'string' ? value : '';
	};
	const visibleFields = fields.filter( ( field ) => ! field.hidden );
	const isCollapsed = ( field: AddressFormFieldDefinition ) =>
		field.key === 'address_2' &&
		! field.required &&
		textOf( 'address_2' ) === '' &&
		! opened.has( field.key );

	const focusElement = ( key: string ) => {
		const element = containerRef.current?.ownerDocument.getElementById(
			getAddressFieldId( type, key )
		);
		if ( ! element || ! containerRef.current?.contains( element ) ) {
			return false;
		}
		element.focus();
		return true;
	};

	const focusField = ( key: string ) => {
		const field = visibleFields.find( ( candidate ) => candidate.key === key );
		if ( ! field ) {
			return false;
		}
		if ( isCollapsed( field ) ) {
			pendingFocus.current = key;
			setOpened( ( before ) => new Set( before ).add( key ) );
			return true;
		}
		return focusElement( key );
	};

	// A field opened to be focused exists only after the next render.
	useEffect( () => {
		if ( pendingFocus.current && focusElement( pendingFocus.current ) ) {
			pendingFocus.current = null;
		}
	} );

	useImperativeHandle( ref, () => ( {
		focusField,
		focusFirstInvalid: ( given = errors ) => {
			const first = visibleFields.find( ( field ) => Boolean( given[ field.key ] ) );
			return first ? focusField( first.key ) : false;
		},
	} ) );

	const renderOne = ( field: AddressFormFieldDefinition ): ReactNode => {
		const fieldId = getAddressFieldId( type, field.key );
		const inputProps: AddressFormFieldInputProps = {
			id: fieldId,
			label: getFieldLabel( field ),
			value: textOf( field.key ),
			onChange: ( value ) => onChange( { [ field.key ]: value } ),
			onBlur: () => onBlur?.( field.key ),
			errorMessage: errors[ field.key ] || undefined,
			required: field.required,
			autoComplete: getAutocompleteValue( field.autocomplete, type ),
			autoCapitalize: field.autocapitalize,
			type: [ 'email', 'tel' ].includes( field.type ?? '' ) ? field.type! : 'text',
			placeholder: isSelect( field ) ? undefined : field.placeholder,
			className: getFieldClassName( field.key ),
		};
		const custom = renderField?.( field, inputProps );
		if ( custom !== undefined ) {
			return custom;
		}
		if ( field.key === 'address_2' && ! field.required ) {
			return (
				<Address2Field
					inputProps={ inputProps }
					fieldLabel={ field.label }
					isOpen={ ! isCollapsed( field ) }
					onOpen={ ( focus ) => {
						pendingFocus.current = focus ? field.key : null;
						setOpened( ( before ) => new Set( before ).add( field.key ) );
					} }
				/>
			);
		}
		if ( field.type === 'checkbox' ) {
			return (
				<div className={ inputProps.className } onBlur={ inputProps.onBlur }>
					<CheckboxControl
						id={ fieldId }
						label={ inputProps.label }
						checked={ valueOf( field.key ) === true }
						errorMessage={ inputProps.errorMessage }
						onChange={ ( checked ) => onChange( { [ field.key ]: checked } ) }
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
					onChange={ inputProps.onChange }
					onBlur={ inputProps.onBlur }
				/>
			);
		}
		return <TextInput { ...getSafeAttributes( field.attributes ) } { ...inputProps } />;
	};

	return (
		<div
			ref={ containerRef }
			id={ id }
			className={ cx( 'wc-block-components-address-form', className ) }
		>
			{ visibleFields.map( ( field ) => (
				<Fragment key={ field.key }>{ renderOne( field ) }</Fragment>
			) ) }
			{ children }
		</div>
	);
} );
