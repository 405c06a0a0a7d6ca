/** The visibility rules of spec 2 §4: whether a field's error is hidden after a load, input, blur or submit. */

import type { FieldValidationStatus, FieldValidityReport } from './types';

/**
 * Whether an invalid field's error should be hidden after `report`, per the
 * visibility rules of spec 2 §4: an error found on load starts hidden,
 * errors hide while typing, a blur after an edit shows it, a forced
 * validation (submit) shows it at once. A blur on an untouched field keeps
 * what was there.
 *
 * @example
 * isErrorHiddenAfter( { isValid: false, trigger: 'blur', edited: true }, undefined ); // false
 */
export function isErrorHiddenAfter(
	report: FieldValidityReport,
	existing: FieldValidationStatus | undefined
): boolean {
	switch ( report.trigger ) {
		case 'force':
			return false;
		case 'input':
			return true;
		case 'blur':
			return report.edited ? false : ( existing?.hidden ?? true );
		case 'load':
		default:
			return existing?.hidden ?? true;
	}
}
