/** The validation store's reducer: errors by id, the same state object when nothing changes. */

import * as types from './action-types';
import type { ValidationAction } from './actions';
import type { FieldValidationStatus, ValidationState } from './types';

const EMPTY_STATE: ValidationState = Object.freeze( {} );

const sameError = ( a: FieldValidationStatus | undefined, b: FieldValidationStatus ) =>
	!! a && a.message === b.message && a.hidden === b.hidden;

const withHidden = ( state: ValidationState, errorId: string, hidden: boolean ) => {
	const error = state[ errorId ];
	if ( ! error || error.hidden === hidden ) {
		return state;
	}
	return { ...state, [ errorId ]: { ...error, hidden } };
};

/**
 * The validation reducer. Every action that changes nothing returns the same
 * state object, so subscribers do not re-render.
 *
 * @example
 * const next = reducer( {}, setValidationErrors( { coupon: { message: 'Invalid' } } ) );
 */
export function reducer(
	state: ValidationState = EMPTY_STATE,
	action: ValidationAction
): ValidationState {
	switch ( action.type ) {
		case types.SET_VALIDATION_ERRORS: {
			const changed = Object.entries( action.errors ).filter(
				( [ id, error ] ) => ! sameError( state[ id ], error )
			);
			return changed.length ? { ...state, ...Object.fromEntries( changed ) } : state;
		}
		case types.CLEAR_VALIDATION_ERRORS: {
			const { errors } = action;
			if ( errors === undefined ) {
				return Object.keys( state ).length ? EMPTY_STATE : state;
			}
			const present = errors.filter( ( id ) => id in state );
			if ( ! present.length ) {
				return state;
			}
			const next = { ...state };
			present.forEach( ( id ) => delete next[ id ] );
			return next;
		}
		case types.HIDE_VALIDATION_ERROR:
			return withHidden( state, action.errorId, true );
		case types.SHOW_VALIDATION_ERROR:
			return withHidden( state, action.errorId, false );
		case types.SHOW_ALL_VALIDATION_ERRORS: {
			if ( ! Object.values( state ).some( ( error ) => error.hidden ) ) {
				return state;
			}
			return Object.fromEntries(
				Object.entries( state ).map( ( [ id, error ] ) => [
					id,
					{ ...error, hidden: false },
				] )
			);
		}
		default:
			return state;
	}
}
