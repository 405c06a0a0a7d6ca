/** The hook over the validation store, for a field or a block. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { validationStore } from '../validation';
import { getValidationErrorId as errorIdOf } from '../validation/selectors';
import type { FieldValidationStatus } from '../validation/types';

/**
 * Validation helpers for a field or a block.
 *
 * @example
 * const { hasValidationErrors, getValidationError, setValidationErrors } = useValidation();
 */
export function useValidation() {
	const hasValidationErrors = useSelect(
		( select ) => select( validationStore ).hasValidationErrors(),
		[]
	);
	const errors = useSelect( ( select ) => select( validationStore ).getValidationErrors(), [] );
	const actions = useDispatch( validationStore );
	const getValidationError = useCallback(
		( id: string ): FieldValidationStatus | undefined => errors[ id ],
		[ errors ]
	);
	const getValidationErrorId = useCallback(
		( id: string ) => errorIdOf( errors, id ),
		[ errors ]
	);
	return {
		hasValidationErrors,
		getValidationError,
		getValidationErrorId,
		setValidationErrors: actions.setValidationErrors,
		clearValidationError: actions.clearValidationError,
		clearValidationErrors: actions.clearValidationErrors,
		hideValidationError: actions.hideValidationError,
		showValidationError: actions.showValidationError,
		showAllValidationErrors: actions.showAllValidationErrors,
		setFieldValidity: actions.setFieldValidity,
	};
}
