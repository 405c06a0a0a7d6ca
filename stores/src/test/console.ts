import { logged } from '@wordpress/deprecated';

/**
 * Captures `console.warn` calls (deprecation warnings) and forgets which
 * deprecations were already logged, so each test sees its own warnings.
 *
 * @example
 * const warn = captureWarnings();
 * select( paymentStore ).isPaymentPristine();
 * expect( warn ).toHaveBeenCalled();
 */
export function captureWarnings(): jest.SpyInstance {
	Object.keys( logged ).forEach( ( key ) => delete logged[ key ] );
	return jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );
}

/**
 * Captures `console.error` calls (logged observer failures).
 *
 * @example
 * const error = captureErrors();
 */
export function captureErrors(): jest.SpyInstance {
	return jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
}
