/** The id of the element showing a field's error, for its aria-describedby. */

import { VALIDATION_ERROR_ID_PREFIX } from './constants';

/**
 * The id of the element that shows the error of a field, for the field's
 * `aria-describedby` (`validate-error-<id>`, WooCommerce's naming). The
 * validation store's `getValidationErrorId` selector and the
 * `ValidationInputError` component both use it, so the two always agree.
 *
 * @example
 * <input id="coupon" aria-describedby={ getValidationErrorId( 'coupon' ) } />
 */
export function getValidationErrorId( elementId: string ): string {
	return `${ VALIDATION_ERROR_ID_PREFIX }${ elementId }`;
}
