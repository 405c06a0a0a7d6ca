/** The mock server's debug routes under /__mock/: queue, list and clear faults, reset the shop. */

import type { ServerResponse } from 'node:http';

import type { Engine } from '../engine/engine';
import type { FaultController, FaultSpec } from '../handlers/faults';

const send = (
	response: ServerResponse,
	status: number,
	body: unknown,
	cors: Record< string, string >
) => {
	response.writeHead( status, { ...cors, 'Content-Type': 'application/json; charset=UTF-8' } );
	response.end( JSON.stringify( body ) );
};

/** `"/pattern/flags"` in JSON becomes a RegExp for `only`. */
const toFaultSpec = ( value: Record< string, unknown > ): FaultSpec => {
	const only = value.only;
	const regex = typeof only === 'string' ? /^\/(.+)\/([a-z]*)$/.exec( only ) : null;
	return {
		latencyMs: typeof value.latencyMs === 'number' ? value.latencyMs : undefined,
		status: typeof value.status === 'number' ? value.status : undefined,
		errorCode: typeof value.errorCode === 'string' ? value.errorCode : undefined,
		invalidJson: value.invalidJson === true,
		expireNonce: value.expireNonce === true,
		dropConnection: value.dropConnection === true,
		only: regex
			? new RegExp( regex[ 1 ], regex[ 2 ] )
			: typeof only === 'string'
				? only
				: undefined,
		times:
			value.times === null || value.times === 'Infinity'
				? Infinity
				: typeof value.times === 'number'
					? value.times
					: undefined,
	};
};

/**
 * The debug panel's controls over HTTP: `POST /__mock/faults` (a FaultSpec as
 * JSON), `GET /__mock/faults`, `DELETE /__mock/faults`, `POST /__mock/reset`.
 * Returns false for other paths, which the Store API handlers then answer.
 *
 * @example
 * curl -X POST localhost:9090/__mock/faults -d '{"status":500,"only":"/cart/add-item"}'
 */
export function handleDebugRoute(
	url: URL,
	method: string,
	body: Buffer,
	response: ServerResponse,
	state: { engine: Engine; faults: FaultController; cors: Record< string, string > }
): boolean {
	const { engine, faults, cors } = state;
	if ( url.pathname === '/__mock/faults' ) {
		if ( method === 'GET' ) {
			send(
				response,
				200,
				faults.pending().map( ( fault ) => ( { ...fault, only: fault.only?.toString() } ) ),
				cors
			);
		} else if ( method === 'DELETE' ) {
			faults.reset();
			send( response, 200, { faults: 0 }, cors );
		} else if ( method === 'POST' ) {
			let parsed: unknown;
			try {
				parsed = JSON.parse( body.toString( 'utf8' ) || '{}' );
			} catch {
				send(
					response,
					400,
					{
						code: 'rest_invalid_json',
						message: 'Invalid JSON body passed.',
						data: { status: 400 },
					},
					cors
				);
				return true;
			}
			const specs = Array.isArray( parsed ) ? parsed : [ parsed ];
			for ( const spec of specs ) {
				faults.add( toFaultSpec( ( spec ?? {} ) as Record< string, unknown > ) );
			}
			send( response, 201, { faults: faults.pending().length }, cors );
		} else {
			return false;
		}
		return true;
	}
	if ( url.pathname === '/__mock/reset' && method === 'POST' ) {
		faults.reset();
		engine.reset();
		send( response, 200, { reset: true }, cors );
		return true;
	}
	return false;
}
