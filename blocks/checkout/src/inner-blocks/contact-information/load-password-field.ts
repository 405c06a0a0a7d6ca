/** The password field's download: it loads when a guest asks for an account, not with the checkout page. */

import { createOnDemandLoader } from '@cesta/components';

/**
 * Downloads the new account's password field (`PasswordField`, with the
 * strength meter and the password scorer) once; a failed download is tried
 * again the next time it is wanted.
 *
 * @example
 * const field = useOnDemand( passwordFieldLoader, shouldCreateAccount );
 * if ( field.status === 'ready' ) return <field.value />;
 */
export const passwordFieldLoader = createOnDemandLoader( () =>
	import( './password-field' ).then( ( module ) => module.PasswordField )
);
