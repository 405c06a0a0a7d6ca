/**
 * Collects what is logged to `console.error` and `console.warn` during a
 * test, silencing it (Jest restores the spies after each test).
 *
 * @example
 * const logs = captureConsole();
 * expect( logs.warn ).toHaveBeenCalledWith( expect.stringContaining( 'acme/unknown' ) );
 */
export function captureConsole(): { error: jest.SpyInstance; warn: jest.SpyInstance } {
	return {
		error: jest.spyOn( console, 'error' ).mockImplementation( () => undefined ),
		warn: jest.spyOn( console, 'warn' ).mockImplementation( () => undefined ),
	};
}
