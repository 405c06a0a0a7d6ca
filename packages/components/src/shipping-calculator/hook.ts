/** The shipping calculator's form state and checks: country changes, postcode validity, update and failure. */

import { useState } from '@wordpress/element';
import type { FormEvent } from 'react';

import {
	countryMissingMessage,
	isPostcode,
	normalisePostcode,
	postcodeInvalidMessage,
} from '@cesta/validation';

import { getErrorMessage } from '../utils/error-message';
import { addressUpdateFailedMessage } from './messages';
import type {
	ShippingCalculatorAddress,
	ShippingCalculatorField,
	ShippingCalculatorProps,
} from './types';

/** Field → its error message. */
type FieldErrors = Partial< Record< ShippingCalculatorField, string > >;

const toAddress = (
	address: Partial< ShippingCalculatorAddress > = {}
): ShippingCalculatorAddress => ( {
	country: address.country ?? '',
	state: address.state ?? '',
	city: address.city ?? '',
	postcode: address.postcode ?? '',
} );

/**
 * The errors of an address about to be sent: a country is required; a
 * postcode, when given, must be valid for it ("Please enter a valid postcode").
 *
 * @example
 * validateCalculatorAddress( { country: 'ES', state: '', city: '', postcode: '60001' }, [ 'country', 'postcode' ] );
 * // { postcode: 'Please enter a valid postcode' }
 */
export function validateCalculatorAddress(
	address: ShippingCalculatorAddress,
	fields: readonly ShippingCalculatorField[]
): FieldErrors {
	const errors: FieldErrors = {};
	if ( fields.includes( 'country' ) && ! address.country ) {
		errors.country = countryMissingMessage();
	}
	if (
		fields.includes( 'postcode' ) &&
		address.postcode &&
		address.country &&
		! isPostcode( { postcode: address.postcode, country: address.country } )
	) {
		errors.postcode = postcodeInvalidMessage();
	}
	return errors;
}

/**
 * The shipping calculator's form state. Changing the country empties the
 * state and postcode unless the shopper has edited them here (spec §4
 * "Changing country clears state and postcode, unless they were changed
 * too"); a state that does not exist in the new country is always emptied.
 * Submitting validates, sends the trimmed address, and keeps every value when
 * the update fails.
 *
 * @example
 * const form = useShippingCalculator( props, [ 'country', 'postcode' ], ( field ) =>
 * 	document.getElementById( `calc-${ field }` )?.focus()
 * );
 */
export function useShippingCalculator(
	{ address, states = {}, onUpdate, onSuccess }: ShippingCalculatorProps,
	fields: readonly ShippingCalculatorField[],
	focusField: ( field: ShippingCalculatorField ) => void
) {
	const [ values, setValues ] = useState( () => toAddress( address ) );
	const [ touched, setTouched ] = useState< ReadonlySet< ShippingCalculatorField > >( new Set() );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ formError, setFormError ] = useState< string | undefined >( undefined );
	const [ isUpdating, setIsUpdating ] = useState( false );

	const setField = ( field: ShippingCalculatorField, value: string ) => {
		setTouched( ( before ) => new Set( before ).add( field ) );
		setErrors( ( before ) => ( { ...before, [ field ]: undefined } ) );
		setFormError( undefined );
		setValues( ( before ) => {
			if ( field !== 'country' || value === before.country ) {
				return { ...before, [ field ]: value };
			}
			// A typed state is kept for a country whose states are unknown; a
			// chosen one only if the new country has it.
			const newStates = states[ value ];
			const stateFits = newStates
				? Object.prototype.hasOwnProperty.call( newStates, before.state )
				: true;
			return {
				...before,
				country: value,
				state: touched.has( 'state' ) && stateFits ? before.state : '',
				postcode: touched.has( 'postcode' ) ? before.postcode : '',
			};
		} );
	};

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( isUpdating ) {
			return;
		}
		const cleaned: ShippingCalculatorAddress = {
			country: values.country,
			state: values.state.trim(),
			city: values.city.trim(),
			postcode: normalisePostcode( values.postcode.trim() ),
		};
		const found = validateCalculatorAddress( cleaned, fields );
		setErrors( found );
		const firstInvalid = fields.find( ( field ) => found[ field ] );
		if ( firstInvalid ) {
			focusField( firstInvalid );
			return;
		}
		setIsUpdating( true );
		setFormError( undefined );
		let updated = false;
		try {
			updated = ( await onUpdate( cleaned ) ) === true;
		} catch ( error ) {
			setFormError( getErrorMessage( error ) ?? addressUpdateFailedMessage() );
		}
		setIsUpdating( false );
		if ( updated ) {
			onSuccess?.();
		}
	};

	return { values, errors, formError, isUpdating, setField, submit };
}
