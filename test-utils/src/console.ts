/**
 * Console guards: what code logs during a test is captured (and kept out of
 * the test output) so the test can assert on it. Jest restores the spies
 * after each test (`restoreMocks`).
 */
import { logged } from '@wordpress/deprecated';

const spyOnWarn = (): jest.SpyInstance =>
	jest.spyOn( console, 'warn' ).mockImplementation( () => undefined );

/**
 * Captures `console.error` and `console.warn`.
 *
 * @example
 * const logs = captureConsole();
 * expect( logs.warn ).toHaveBeenCalledWith( expect.stringContaining( 'acme/unknown' ) );
 */
export function captureConsole(): { error: jest.SpyInstance; warn: jest.SpyInstance } {
	return { error: captureErrors(), warn: spyOnWarn() };
}

/**
 * Captures `console.error` (React's warnings, logged observer failures).
 *
 * @example
 * const error = captureErrors();
 * expect( error ).toHaveBeenCalledTimes( 1 );
 */
export function captureErrors(): jest.SpyInstance {
	return jest.spyOn( console, 'error' ).mockImplementation( () => undefined );
}

/**
 * Captures `console.warn`, where `@wordpress/deprecated` writes, and forgets
 * the deprecations already logged (it logs each message once per page), so
 * each test sees its own.
 *
 * @example
 * const warn = captureDeprecations();
 * select( paymentStore ).isPaymentPristine();
 * expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'isPaymentPristine' ) );
 */
export function captureDeprecations(): jest.SpyInstance {
	Object.keys( logged ).forEach( ( key ) => delete logged[ key ] );
	return spyOnWarn();
}
