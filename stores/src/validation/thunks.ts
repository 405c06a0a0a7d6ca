/** The validation store's thunks: a field reports its validity and its error follows the visibility rules. */

import type { ThunkArgs } from '@wordpress/data';

import { errors } from '../messages';
import type { validationStore } from './index';
import type { FieldValidityReport } from './types';
import { isErrorHiddenAfter } from './visibility';

type Thunk = ThunkArgs< typeof validationStore >;

/**
 * A text field reports whether it is valid; the store adds, hides, shows or
 * clears its error following the visibility rules (see `isErrorHiddenAfter`).
 * A valid field loses its error.
 *
 * @example
 * dispatch( validationStore ).setFieldValidity( 'billing-city', {
 * 	isValid: false, message: 'Please enter a valid city', trigger: 'blur', edited: true,
 * } );
 */
export const setFieldValidity =
	( errorId: string, report: FieldValidityReport ) =>
	( { select, dispatch }: Thunk ): void => {
		if ( typeof errorId !== 'string' ) {
			throw new TypeError( errors.validationIdNotString( 'setFieldValidity' ) );
		}
		const existing = select.getValidationError( errorId );
		if ( report.isValid ) {
			if ( existing ) {
				dispatch.clearValidationError( errorId );
			}
			return;
		}
		const message = report.message ?? existing?.message;
		if ( typeof message !== 'string' ) {
			throw new TypeError( errors.validationErrorInvalid( errorId ) );
		}
		dispatch.setValidationErrors( {
			[ errorId ]: { message, hidden: isErrorHiddenAfter( report, existing ) },
		} );
	};
