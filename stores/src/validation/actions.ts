/** The validation store's actions: set, clear, hide and show errors, checking their input. */

import deprecated from '@wordpress/deprecated';

import { errors } from '../messages';
import { isRecord } from '../utils/is-record';
import * as types from './action-types';
import type { FieldValidationStatus, ValidationErrorsInput } from './types';

const assertId = ( action: string, id: unknown ): string => {
	if ( typeof id !== 'string' ) {
		throw new TypeError( errors.validationIdNotString( action ) );
	}
	return id;
};

/**
 * Adds or replaces errors; `hidden` defaults to false. Throws a `TypeError`
 * (and changes nothing) when an entry has no string message.
 *
 * @example
 * setValidationErrors( { 'billing-email': { message: 'Please enter a valid email address', hidden: true } } );
 */
export function setValidationErrors( errorsById: ValidationErrorsInput ) {
	if ( ! isRecord( errorsById ) ) {
		throw new TypeError( errors.validationErrorsNotObject() );
	}
	const normalised: Record< string, FieldValidationStatus > = {};
	for ( const [ id, error ] of Object.entries( errorsById ) ) {
		if (
			! isRecord( error ) ||
			typeof error.message !== 'string' ||
			( error.hidden !== undefined && typeof error.hidden !== 'boolean' )
		) {
			throw new TypeError( errors.validationErrorInvalid( id ) );
		}
		normalised[ id ] = { message: error.message, hidden: error.hidden === true };
	}
	return { type: types.SET_VALIDATION_ERRORS, errors: normalised } as const;
}

/**
 * Removes one error.
 *
 * @example
 * clearValidationError( 'billing-email' );
 */
export function clearValidationError( errorId: string ) {
	return {
		type: types.CLEAR_VALIDATION_ERRORS,
		errors: [ assertId( 'clearValidationError', errorId ) ],
	} as const;
}

/**
 * Removes the given errors, or every error when called without ids.
 *
 * @example
 * clearValidationErrors( [ 'billing-email', 'billing-phone' ] );
 * clearValidationErrors();
 */
export function clearValidationErrors( errorIds?: string[] ) {
	if ( errorIds !== undefined ) {
		if ( ! Array.isArray( errorIds ) ) {
			throw new TypeError( errors.validationIdNotString( 'clearValidationErrors' ) );
		}
		errorIds.forEach( ( id ) => assertId( 'clearValidationErrors', id ) );
	}
	return { type: types.CLEAR_VALIDATION_ERRORS, errors: errorIds } as const;
}

/**
 * Removes every error.
 *
 * @deprecated Use `clearValidationErrors()`.
 * @example
 * clearAllValidationErrors();
 */
export function clearAllValidationErrors() {
	deprecated( 'clearAllValidationErrors', {
		alternative: 'clearValidationErrors',
		plugin: 'Cesta',
		since: '0.1.0',
	} );
	return clearValidationErrors();
}

/**
 * Hides an error without removing it (it still blocks the order).
 *
 * @example
 * hideValidationError( 'shipping-postcode' );
 */
export function hideValidationError( errorId: string ) {
	return {
		type: types.HIDE_VALIDATION_ERROR,
		errorId: assertId( 'hideValidationError', errorId ),
	} as const;
}

/**
 * Shows a hidden error.
 *
 * @example
 * showValidationError( 'shipping-postcode' );
 */
export function showValidationError( errorId: string ) {
	return {
		type: types.SHOW_VALIDATION_ERROR,
		errorId: assertId( 'showValidationError', errorId ),
	} as const;
}

/**
 * Shows every error, as a submit does.
 *
 * @example
 * showAllValidationErrors();
 */
export function showAllValidationErrors() {
	return { type: types.SHOW_ALL_VALIDATION_ERRORS } as const;
}

/** Every action the validation reducer handles. */
export type ValidationAction = ReturnType<
	| typeof setValidationErrors
	| typeof clearValidationError
	| typeof clearValidationErrors
	| typeof hideValidationError
	| typeof showValidationError
	| typeof showAllValidationErrors
>;
