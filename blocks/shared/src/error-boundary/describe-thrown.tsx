/** What the error panel tells administrators about a thrown value: status, message or a generic text. */

import type { ReactNode } from 'react';

import { isRecord } from '../is-record';
import { unknownErrorMessage } from '../messages';

/**
 * What administrators read about a thrown value: a failed fetch's status and
 * status text (`404: Not Found`), else the message (of an `Error`, a Store
 * API error object or a thrown string).
 *
 * @example
 * describeThrown( new Response( null, { status: 404, statusText: 'Not Found' } ) ); // <><strong>404</strong>: Not Found</>
 * describeThrown( new Error( 'Cart is undefined' ) ); // 'Cart is undefined'
 */
export function describeThrown( thrown: unknown ): ReactNode {
	if ( isRecord( thrown ) && thrown.status !== undefined && thrown.statusText !== undefined ) {
		return (
			<>
				<strong>{ String( thrown.status ) }</strong>: { String( thrown.statusText ) }
			</>
		);
	}
	if ( isRecord( thrown ) && typeof thrown.message === 'string' && thrown.message !== '' ) {
		return thrown.message;
	}
	if ( typeof thrown === 'string' && thrown !== '' ) {
		return thrown;
	}
	return unknownErrorMessage();
}
