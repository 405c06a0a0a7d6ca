/** Email validation as the server accepts it, the trimmed address, and the email error. */

import { emailInvalidMessage } from './messages';

// RFC 5321 limits: 64 octets before the @, 254 in all (ASCII-only addresses).
const LOCAL_PART_MAX_LENGTH_CHARS = 64;
const EMAIL_MAX_LENGTH_CHARS = 254;
// The dot-atom form WordPress's server-side check also accepts: no quoted
// local parts, no IP-literal domains, a top-level domain of letters.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

/**
 * Whether a value is a valid email address. Surrounding whitespace is
 * ignored, since inputs are trimmed before they are sent.
 *
 * @example
 * isEmail( 'lucia.garcia@correo.es' ); // true
 * isEmail( ' lucia@correo.es ' ); // true
 * isEmail( 'lucia@correo' ); // false: no top-level domain
 * isEmail( 'lucía@correo.es' ); // false: the server accepts ASCII only
 */
export function isEmail( value: unknown ): boolean {
	if ( typeof value !== 'string' ) {
		return false;
	}
	const email = value.trim();
	const at = email.lastIndexOf( '@' );
	if ( at < 1 || email.length > EMAIL_MAX_LENGTH_CHARS ) {
		return false;
	}
	const local = email.slice( 0, at );
	const labels = email.slice( at + 1 ).split( '.' );
	return (
		local.length <= LOCAL_PART_MAX_LENGTH_CHARS &&
		LOCAL_PART.test( local ) &&
		labels.length >= 2 &&
		labels.every( ( label ) => DOMAIN_LABEL.test( label ) ) &&
		TOP_LEVEL_DOMAIN.test( labels[ labels.length - 1 ] )
	);
}

/**
 * An email address as it is compared (e.g. to know whether the customer
 * changed it): trimmed when valid, otherwise `''`.
 *
 * @example
 * normaliseEmail( '  lucia@correo.es ' ); // 'lucia@correo.es'
 * normaliseEmail( 'lucia@' ); // ''
 */
export function normaliseEmail( value: unknown ): string {
	return isEmail( value ) ? ( value as string ).trim() : '';
}

/**
 * The error to show for an email address, or `undefined` when it is valid.
 *
 * @example
 * getEmailError( 'lucia@correo' ); // 'Please enter a valid email address'
 */
export function getEmailError( value: unknown ): string | undefined {
	return isEmail( value ) ? undefined : emailInvalidMessage();
}
