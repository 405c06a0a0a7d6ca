/** The AddressForm: one address's fields from their definitions, with errors, address 2 behind a toggle and a focus handle. */

import {
	forwardRef,
	useCallback,
	useEffect,
	useImperativeHandle,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';

import { cx } from '../utils/cx';
import { AddressFormField } from './address-form-field';
import { getAddressFieldId } from './field-props';
import type {
	AddressFormErrors,
	AddressFormFieldDefinition,
	AddressFormHandle,
	AddressFormProps,
} from './types';
import './style.css';

const NO_ERRORS: AddressFormErrors = {};

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
 * A keystroke renders only the field typed in (each field is memoised with
 * handlers that keep their identity and call the latest `onChange` and
 * `onBlur`), so those may be new functions on every render; `renderField`
 * must keep its identity (`useCallback`), or every field renders again.
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

	// The fields' handlers keep their identity, so a keystroke re-renders only
	// its field; they call the latest props'.
	const latestRef = useRef( { onChange, onBlur } );
	useLayoutEffect( () => {
		latestRef.current = { onChange, onBlur };
	} );
	const onFieldChange = useCallback(
		( key: string, value: string | boolean ) =>
			latestRef.current.onChange( { [ key ]: value } ),
		[]
	);
	const onFieldBlur = useCallback( ( key: string ) => latestRef.current.onBlur?.( key ), [] );
	const onFieldOpen = useCallback( ( key: string, focus: boolean ) => {
		pendingFocus.current = focus ? key : null;
		setOpened( ( before ) => ( before.has( key ) ? before : new Set( before ).add( key ) ) );
	}, [] );

	return (
		<div
			ref={ containerRef }
			id={ id }
			className={ cx( 'wc-block-components-address-form', className ) }
		>
			{ visibleFields.map( ( field ) => (
				<AddressFormField
					key={ field.key }
					type={ type }
					field={ field }
					value={ valueOf( field.key ) }
					errorMessage={ errors[ field.key ] || undefined }
					isOpen={ ! isCollapsed( field ) }
					onFieldChange={ onFieldChange }
					onFieldBlur={ onFieldBlur }
					onFieldOpen={ onFieldOpen }
					renderField={ renderField }
				/>
			) ) }
			{ children }
		</div>
	);
} );
