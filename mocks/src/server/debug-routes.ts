/** The mock server's debug routes under /__mock/: queue, list and clear faults, reset the shop, log a customer in or out. */

import type { ServerResponse } from 'node:http';

import type { Engine } from '../engine/engine';
import type { FaultController, FaultSpec } from '../handlers/faults';

const send = (
	response: ServerResponse,
	status: number,
	body: unknown,
	cors: Record< string, string >,
	headers: Record< string, string > = {}
) => {
	response.writeHead( status, {
		...cors,
		...headers,
		'Content-Type': 'application/json; charset=UTF-8',
	} );
	response.end( JSON.stringify( body ) );
};

const parseJson = ( body: Buffer ): Record< string, unknown > | null => {
	try {
		const parsed: unknown = JSON.parse( body.toString( 'utf8' ) || '{}' );
		return parsed && typeof parsed === 'object' ? ( parsed as Record< string, unknown > ) : {};
	} catch {
		return null;
	}
};

/**
 * The customer a login asks for: `userId` among the sample customers, or
 * `email` among every account (those created at checkout too).
 */
const customerIdOf = ( engine: Engine, wanted: Record< string, unknown > ): number | null => {
	if ( typeof wanted.userId === 'number' ) {
		return engine.context.fixtures.customers.some(
			( customer ) => customer.id === wanted.userId
		)
			? wanted.userId
			: null;
	}
	if ( typeof wanted.email === 'string' ) {
		return engine.deps.accounts.findByEmail( wanted.email )?.id ?? null;
	}
	return null;
};

/**
 * `POST /__mock/login` (`{ "userId": 2 }` or `{ "email": "…" }`): answers with
 * the session cookie of that customer, as WordPress's login would set it, so
 * the browser is logged in from the next request on. `POST /__mock/logout`
 * clears it.
 */
const handleLogin = (
	url: URL,
	body: Buffer,
	response: ServerResponse,
	state: { engine: Engine; cors: Record< string, string > }
) => {
	const { engine, cors } = state;
	const { sessions } = engine.deps;
	if ( url.pathname === '/__mock/logout' ) {
		send( response, 200, { userId: 0 }, cors, {
			'Set-Cookie': `${ sessions.cookieName }=; Max-Age=0; path=/; HttpOnly`,
		} );
		return;
	}
	const wanted = parseJson( body );
	const userId = wanted ? customerIdOf( engine, wanted ) : null;
	if ( ! userId ) {
		send(
			response,
			404,
			{
				code: 'mock_unknown_customer',
				message: 'No customer has that userId or email.',
				data: { status: 404 },
			},
			cors
		);
		return;
	}
	const session = engine.session( String( userId ) );
	sessions.save( session );
	const value = encodeURIComponent( sessions.cookieValue( session ) );
	const maxAge = session.expiresAt - engine.context.nowSeconds();
	send( response, 200, { userId }, cors, {
		'Set-Cookie': `${ sessions.cookieName }=${ value }; Max-Age=${ maxAge }; path=/; HttpOnly`,
	} );
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
		dropAnswer: value.dropAnswer === true,
		...( value.conflictWithCart === true ? { conflictWithCart: true } : {} ),
		...( typeof value.rateLimitRetryAfterSeconds === 'number'
			? { rateLimitRetryAfterSeconds: value.rateLimitRetryAfterSeconds }
			: {} ),
		...( typeof value.dropBatchEntries === 'number'
			? { dropBatchEntries: value.dropBatchEntries }
			: {} ),
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
 * JSON), `GET /__mock/faults`, `DELETE /__mock/faults`, `POST /__mock/reset`,
 * `POST /__mock/login` (`{ "userId": 2 }` or `{ "email": "…" }`, sets the
 * customer's session cookie) and `POST /__mock/logout`.
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
	if (
		( url.pathname === '/__mock/login' || url.pathname === '/__mock/logout' ) &&
		method === 'POST'
	) {
		handleLogin( url, body, response, { engine, cors } );
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
