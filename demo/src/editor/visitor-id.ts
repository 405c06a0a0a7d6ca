/** Which visitor saved a template: a random id in a cookie of the playground's own. */

import { randomBytes } from 'node:crypto';

import { EDITOR_VISITOR_COOKIE } from './constants';

const VISITOR_ID_BYTES = 16;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The playground's visitor id in a `Cookie` header, or null when it has none
 * (or one the server did not hand out).
 *
 * @example
 * editorVisitorIdOf( 'cesta_demo_editor=Yc1q0cR2bYQ8d0Q5r3fJ7w; other=1' ); // 'Yc1q0cR2bYQ8d0Q5r3fJ7w'
 */
export function editorVisitorIdOf( cookieHeader: string | undefined ): string | null {
	for ( const pair of ( cookieHeader ?? '' ).split( ';' ) ) {
		const [ name, value = '' ] = pair.trim().split( '=' );
		if ( name === EDITOR_VISITOR_COOKIE && VISITOR_ID.test( value ) ) {
			return value;
		}
	}
	return null;
}

/**
 * A new visitor id: 128 random bits, so one visitor cannot guess another's.
 *
 * @example
 * newEditorVisitorId(); // 'Yc1q0cR2bYQ8d0Q5r3fJ7w'
 */
export const newEditorVisitorId = (): string =>
	randomBytes( VISITOR_ID_BYTES ).toString( 'base64url' );

/**
 * The `Set-Cookie` value that names the visitor: for the whole site (the
 * shop's pages read it), out of scripts' reach, not sent by other sites'
 * requests.
 *
 * @example
 * response.setHeader( 'Set-Cookie', editorVisitorCookie( id ) );
 */
export const editorVisitorCookie = ( visitorId: string ): string =>
	`${ EDITOR_VISITOR_COOKIE }=${ visitorId }; Path=/; HttpOnly; SameSite=Lax`;
