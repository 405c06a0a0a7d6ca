/** Public surface of the ValidationInputError and its id rule. */

export { ValidationInputError } from './component';
// The id rule lives in @cesta/validation, shared with the validation store.
export { getValidationErrorId } from '@cesta/validation';
export type { ValidationInputErrorProps } from './types';
