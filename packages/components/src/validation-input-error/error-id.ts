import { VALIDATION_ERROR_ID_PREFIX } from '../constants';

/**
 * The id of the error message of an input, for the input's `aria-describedby`
 * (`validate-error-<id>`, WooCommerce's naming).
 *
 * @example
 * <input id="coupon" aria-describedby={ getValidationErrorId( 'coupon' ) } />
 */
export function getValidationErrorId( elementId: string ): string {
	return `${ VALIDATION_ERROR_ID_PREFIX }${ elementId }`;
}
