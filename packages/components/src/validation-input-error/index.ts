export { ValidationInputError } from './component';
export { getValidationErrorId } from './error-id';
export type { ValidationInputErrorProps } from './types';
