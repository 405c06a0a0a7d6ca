/** The developer errors of @cesta/notices, in one place. */

/**
 * Developer errors of the notices package, thrown for a host set up wrongly
 * (not shown to shoppers, so not translated).
 *
 * @example
 * throw new Error( errors.noticesStoreMissing() );
 */
export const errors = Object.freeze( {
	noticesStoreMissing: (): string =>
		'The "core/notices" store is not registered in this registry: register the store of @cesta/notices (or WordPress\'s wp.notices) before the Cesta stores.',
} );
