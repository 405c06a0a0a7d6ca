/** The validation store's selectors: one error, its element id for `aria-describedby`, all errors. */

import { getValidationErrorId as errorElementIdOf } from '@cesta/validation';

import type { FieldValidationStatus, ValidationState } from './types';

/**
 * One error, or `undefined`.
 *
 * @example
 * select( validationStore ).getValidationError( 'billing-email' )?.message;
 */
export const getValidationError = (
	state: ValidationState,
	errorId: string
): FieldValidationStatus | undefined => state[ errorId ];

/**
 * The id of the element that shows the error (`validate-error-<id>`), for the
 * input's `aria-describedby`; `undefined` when the error is missing or hidden.
 *
 * @example
 * <input aria-describedby={ select( validationStore ).getValidationErrorId( 'billing-email' ) } />
 */
export const getValidationErrorId = (
	state: ValidationState,
	errorId: string
): string | undefined =>
	state[ errorId ] && ! state[ errorId ].hidden ? errorElementIdOf( errorId ) : undefined;

/**
 * Whether any error exists, hidden or not: hidden errors still block the order.
 *
 * @example
 * if ( select( validationStore ).hasValidationErrors() ) { return; }
 */
export const hasValidationErrors = ( state: ValidationState ): boolean =>
	Object.keys( state ).length > 0;

/**
 * Every error by id (the same object while nothing changes).
 *
 * @example
 * Object.keys( select( validationStore ).getValidationErrors() );
 */
export const getValidationErrors = ( state: ValidationState ): ValidationState => state;
