/** One address of the checkout (shipping or billing): the form or, for a customer's saved address, its card with an Edit button. */

import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';
import {
	AddressAutocompleteInputOnDemand,
	AddressForm,
	addressCardLoader,
	Skeleton,
	Spinner,
	useOnDemand,
} from '@cesta/components';
import type {
	AddressFormFieldDefinition,
	AddressFormFieldInputProps,
	AddressFormHandle,
} from '@cesta/components';
import { addressFieldErrorId, cartStore, checkoutStore, validationStore } from '@cesta/data';
import type { AddressPatch } from '@cesta/data';
import { getSetting } from '@cesta/settings';
import type { BillingAddress, ShippingAddress } from '@cesta/types';
import { getFormErrors, normaliseFieldValue } from '@cesta/validation';
import type { AddressFormField } from '@cesta/validation';

import { useCheckoutBlockContext } from '../checkout-block/checkout-block-context';
import { addressAutocompleteActionsLoader } from './load-autocomplete-actions';
import { stepLabels } from './messages';
import { useSubmitFocusTarget } from './submit-focus';
import type { CheckoutAddressType } from './types';
import { useAddressAutocomplete } from './use-address-autocomplete';
import { useFieldErrors } from './use-field-errors';
import { useFieldRules } from './use-field-rules';
import { useAddressFormFields } from './use-form-fields';
import { usePostcodePatterns, usePostcodePatternsArrival } from './use-postcode-patterns';

/**
 * Props of {@link CheckoutAddressForm}.
 *
 * @example
 * const props: CheckoutAddressFormProps = { type: 'shipping', address: shippingAddress, setAddress: setShippingAddress };
 */
export interface CheckoutAddressFormProps {
	/** Which address: names the fields (`shipping-postcode`) and their errors (`shipping_postcode`). */
	type: CheckoutAddressType;
	/** The address as the cart store holds it (with any additional address fields). */
	address: Readonly< ShippingAddress | BillingAddress >;
	/** Stores an edit (the country reset is the setter's, `withCountryReset`). */
	setAddress: ( patch: AddressPatch ) => void;
	/** Rendered after the fields (the shipping step's "Use same address for billing"). @default undefined */
	children?: ReactNode;
}

const NO_FIELDS: readonly AddressFormField[] = [];

const isFilledText = ( value: unknown ): value is string =>
	typeof value === 'string' && value !== '';

/** A saved address is worth showing condensed when it names someone at a street address. */
const hasSavedAddress = ( address: Readonly< Record< string, unknown > > ): boolean =>
	isFilledText( address.address_1 ) &&
	( isFilledText( address.first_name ) || isFilledText( address.last_name ) );

function useEditingFlag( type: CheckoutAddressType ) {
	const isEditing = useSelect(
		( select ) =>
			type === 'shipping'
				? select( checkoutStore ).getEditingShippingAddress()
				: select( checkoutStore ).getEditingBillingAddress(),
		[ type ]
	);
	const { setEditingShippingAddress, setEditingBillingAddress } = useDispatch( checkoutStore );
	const setEditing = type === 'shipping' ? setEditingShippingAddress : setEditingBillingAddress;
	return [ isEditing, setEditing ] as const;
}

const optionsMap = ( field: AddressFormField | undefined ): Record< string, string > =>
	Object.fromEntries(
		( field?.options ?? [] ).map( ( option ) => [ option.value, option.label ] )
	);

/**
 * One address of the checkout, shipping or billing (spec 2 §3–§5): the
 * fields of `getAddressFormFields` for the address's country (a province
 * select for Spain, "ZIP Code" for the United States…), each error kept in
 * the validation store under the stores' id (`shipping_postcode`) and shown
 * by spec 2 §4's rules (hidden while typing, shown on blur, all on submit,
 * when the focus moves to the first), fields the country hides emptied,
 * additional address fields with their rules, and the address autocomplete
 * on address line 1 when a provider serves the country. A logged-in
 * customer's complete saved address shows condensed (`AddressCard`) until
 * they choose Edit (the checkout store's editing flag).
 *
 * @example
 * const { shippingAddress, setShippingAddress } = useShippingAddress();
 * <CheckoutAddressForm type="shipping" address={ shippingAddress } setAddress={ setShippingAddress } />
 */
export function CheckoutAddressForm( {
	type,
	address: typedAddress,
	setAddress,
	children,
}: CheckoutAddressFormProps ) {
	// Additional address fields sit in the address under `namespace/name` keys.
	const address = typedAddress as unknown as Readonly< Record< string, unknown > > & {
		country: string;
	};
	const registry = useRegistry();
	const formRef = useRef< AddressFormHandle >( null );
	const wrapperRef = useRef< HTMLDivElement >( null );
	const countryFields = useAddressFormFields( type, address.country );
	const { addressFieldVisibility } = useCheckoutBlockContext();
	const { fields, document, evaluator } = useFieldRules( countryFields ?? NO_FIELDS, type );
	const shownKeys = useMemo(
		() => fields.filter( ( field ) => ! field.hidden ).map( ( field ) => field.key ),
		[ fields ]
	);
	// The postcode is checked once its patterns have loaded (on demand): then the errors are redone.
	const postcodeChecked = usePostcodePatterns( isFilledText( address.postcode ) );
	const errors = useMemo(
		() => getFormErrors( address, fields, { type, document, evaluator } ),
		// eslint-disable-next-line react-hooks/exhaustive-deps -- postcodeChecked changes what getFormErrors checks.
		[ address, fields, type, document, evaluator, postcodeChecked ]
	);
	const errorIdOf = useCallback( ( key: string ) => addressFieldErrorId( type, key ), [ type ] );
	const { visibleErrors, onFieldChange, onFieldBlur } = useFieldErrors( {
		errors,
		keys: shownKeys,
		errorIdOf,
		active: countryFields !== null,
	} );
	// A postcode already left when its patterns arrive is judged as on leaving it.
	usePostcodePatternsArrival( postcodeChecked, () => {
		const input = wrapperRef.current?.ownerDocument.getElementById( `${ type }-postcode` );
		if ( input && input !== input.ownerDocument.activeElement ) {
			onFieldBlur( 'postcode' );
		}
	} );
	const autocomplete = useAddressAutocomplete( type, address.country );

	const { customerId, cartLoaded } = useSelect(
		( select ) => ( {
			customerId: select( checkoutStore ).getCustomerId(),
			cartLoaded: select( cartStore ).hasFinishedResolution( 'getCartData' ),
		} ),
		[]
	);
	const [ isEditing, setEditing ] = useEditingFlag( type );
	const canCondense =
		customerId > 0 && hasSavedAddress( address ) && Object.keys( errors ).length === 0;
	// The card downloads only for a saved address; if it cannot, the form shows instead.
	const card = useOnDemand( addressCardLoader, ! isEditing && canCondense );
	const showForm = isEditing || ! canCondense || card.status === 'failed';

	// Once the form shows (a guest, or a saved address needing work), it stays:
	// fixing the last error must not fold the form away under the shopper's hands.
	useEffect( () => {
		if ( cartLoaded && countryFields && ! isEditing && ! canCondense ) {
			setEditing( true );
		}
	}, [ cartLoaded, countryFields, isEditing, canCondense, setEditing ] );

	// Fields the country (or a rule) hides are emptied, as WooCommerce's form does.
	useEffect( () => {
		if ( ! countryFields ) {
			return;
		}
		const emptied = fields
			.filter( ( field ) => field.hidden && isFilledText( address[ field.key ] ) )
			.map( ( field ) => [ field.key, '' ] );
		if ( emptied.length ) {
			setAddress( Object.fromEntries( emptied ) as AddressPatch );
		}
	}, [ countryFields, fields, address, setAddress ] );

	useSubmitFocusTarget( {
		element: () => wrapperRef.current,
		focusFirstInvalid: () => {
			const store = registry.select( validationStore );
			const shown = Object.fromEntries(
				shownKeys.map( ( key ) => [
					key,
					store.getValidationError( errorIdOf( key ) )?.message,
				] )
			);
			return formRef.current?.focusFirstInvalid( shown ) ?? false;
		},
	} );

	const onChange = ( patch: Record< string, string | boolean > ) => {
		Object.keys( patch ).forEach( onFieldChange );
		setAddress( patch as AddressPatch );
	};

	const onBlur = ( key: string ) => {
		const field = fields.find( ( candidate ) => candidate.key === key );
		const value = address[ key ];
		if ( field && typeof value === 'string' ) {
			const normalised = normaliseFieldValue( field, value );
			if ( normalised !== value ) {
				setAddress( { [ key ]: normalised } as AddressPatch );
			}
		}
		onFieldBlur( key );
	};

	// A suggestion fills the address as it is when chosen; the handler keeps its
	// identity, so address line 1 does not render again for keys typed elsewhere.
	const latestRef = useRef( { address, setAddress, addressFieldVisibility } );
	useLayoutEffect( () => {
		latestRef.current = { address, setAddress, addressFieldVisibility };
	} );
	const selectSuggestion = autocomplete?.select;
	const onSelectSuggestion = useCallback(
		( suggestionId: string ) => {
			if ( ! selectSuggestion ) {
				return;
			}
			// Without the download the address stays as typed.
			void addressAutocompleteActionsLoader
				.load()
				.then( ( { fillFromSuggestion } ) =>
					fillFromSuggestion( {
						type,
						address: latestRef.current.address,
						select: selectSuggestion,
						suggestionId,
						setAddress: latestRef.current.setAddress,
						focusField: ( key ) => formRef.current?.focusField( key ) ?? false,
						fieldVisibility: latestRef.current.addressFieldVisibility,
					} )
				)
				.catch( () => undefined );
		},
		[ type, selectSuggestion ]
	);
	// Kept across keystrokes: a new renderField would render every field again.
	const renderField = useMemo(
		() =>
			autocomplete
				? ( field: AddressFormFieldDefinition, props: AddressFormFieldInputProps ) =>
						field.key === 'address_1' ? (
							<AddressAutocompleteInputOnDemand
								{ ...props }
								search={ autocomplete.search }
								brandingHtml={ autocomplete.brandingHtml }
								onSelect={ onSelectSuggestion }
							/>
						) : undefined
				: undefined,
		[ autocomplete, onSelectSuggestion ]
	);

	if ( ! countryFields ) {
		return (
			<div className="wc-block-checkout__address-loading" aria-busy="true">
				<Spinner screenReaderLabel={ stepLabels.loadingAddressForm() } />
			</div>
		);
	}

	if ( ! showForm && card.status !== 'ready' ) {
		return (
			<div ref={ wrapperRef }>
				<Skeleton height="6em" tag="div" />
				{ children }
			</div>
		);
	}

	if ( ! showForm && card.status === 'ready' ) {
		const countryField = fields.find( ( field ) => field.key === 'country' );
		const stateField = fields.find( ( field ) => field.key === 'state' );
		const countryData = getSetting< Record< string, { format?: string } > >(
			'countryData',
			{}
		);
		const AddressCard = card.value;
		return (
			<div ref={ wrapperRef }>
				<AddressCard
					address={ address }
					addressType={ type }
					onEdit={ () => setEditing( true ) }
					format={
						countryData?.[ address.country ]?.format ??
						getSetting< string | undefined >( 'defaultAddressFormat', undefined )
					}
					countries={ optionsMap( countryField ) }
					states={ { [ address.country ]: optionsMap( stateField ) } }
					hiddenFields={ fields
						.filter( ( field ) => field.hidden )
						.map( ( field ) => field.key ) }
				/>
				{ children }
			</div>
		);
	}

	return (
		<div ref={ wrapperRef }>
			<AddressForm
				ref={ formRef }
				type={ type }
				fields={ fields }
				values={ address as Record< string, string > }
				errors={ visibleErrors }
				onChange={ onChange }
				onBlur={ onBlur }
				renderField={ renderField }
			/>
			{ children }
		</div>
	);
}
