/** The demo-only endpoint where the kit's inspector script posts the observers of the shopper's last order attempt. */

import type { IncomingMessage, ServerResponse } from 'node:http';

import { MAX_OBSERVER_REPORT_BYTES } from '../plugin-kit/constants';
import { inspectorVisitorIdOf, observerReportOf } from '../plugin-kit/order-attempts';
import type { RouteContext } from './pages';

const readText = ( request: IncomingMessage ): Promise< string | null > =>
	new Promise( ( resolve, reject ) => {
		const chunks: Buffer[] = [];
		let size = 0;
		request.on( 'data', ( chunk: Buffer ) => {
			size += chunk.length;
			if ( size > MAX_OBSERVER_REPORT_BYTES ) {
				request.removeAllListeners( 'data' );
				request.resume();
				resolve( null );
				return;
			}
			chunks.push( chunk );
		} );
		request.on( 'end', () => resolve( Buffer.concat( chunks ).toString( 'utf8' ) ) );
		request.on( 'error', reject );
	} );

/**
 * `POST /__debug/observers`: keeps the report as the visitor's last
 * attempt's observers (204); 400 for a body that is not a report or a
 * visitor without the inspector's cookie, 413 over
 * `MAX_OBSERVER_REPORT_BYTES`.
 *
 * @example
 * await handleObserverReport( context, request, response );
 */
export async function handleObserverReport(
	context: RouteContext,
	request: IncomingMessage,
	response: ServerResponse
): Promise< void > {
	const text = await readText( request );
	const report = text === null ? null : observerReportOf( text );
	const visitorId = inspectorVisitorIdOf( request.headers.cookie );
	if ( report && visitorId ) {
		context.attempts.noteObservers( visitorId, report );
	}
	response.writeHead( text === null ? 413 : report && visitorId ? 204 : 400, {
		'Cache-Control': 'no-store',
	} );
	response.end();
}
