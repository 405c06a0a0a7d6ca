/** The MSW handlers over an engine: Store API routes, classic endpoints, images and the session route. */

import { HttpResponse, delay, http } from 'msw';
import type { HttpHandler } from 'msw';

import { createEngine } from '../engine/engine';
import type { Engine } from '../engine/engine';
import { bootstrapFor, dispatchClassic } from './classic';
import { createFaultController, faultAnswer, PHP_WARNING_PREFIX } from './faults';
import type { FaultController } from './faults';
import { serveImage } from './images';
import { BASE_HEADERS } from './responses';
import { createStoreApiRouter } from './routes';
import type { Router } from './router';
import type { ApiResponse } from './types';
import { effectiveMethod, parseBody, routePathOf, serialise, toApiRequest } from './transport';

/**
 * Options of `createHandlers`.
 *
 * @example
 * createHandlers( { root: '/wp-json/wc/store/v1' } );
 */
export interface HandlersOptions {
	/** The engine to answer from; a new sample shop when absent. */
	engine?: Engine;
	/** Path of the Store API namespace; matched anywhere in the URL path. */
	root?: string;
	faults?: FaultController;
}

/**
 * The MSW side of the mock: handlers plus the engine and fault queue they share.
 *
 * @example
 * const { handlers, engine, faults } = createHandlers();
 */
export interface StoreApiHandlers {
	handlers: HttpHandler[];
	engine: Engine;
	faults: FaultController;
	router: Router;
}

/** A batch answer with its last `count` entries left out (a malformed batch answer). */
const withoutLastBatchEntries = ( response: ApiResponse, count: number ): ApiResponse => {
	const body = response.body as { responses?: unknown[] } | null;
	if ( ! Array.isArray( body?.responses ) ) {
		return response;
	}
	return {
		...response,
		body: {
			...body,
			responses: body.responses.slice( 0, Math.max( 0, body.responses.length - count ) ),
		},
	};
};

const toResponse = ( text: string | null, status: number, headers: Headers ) =>
	new HttpResponse( text, { status, headers } );

/**
 * MSW 2 request handlers over an engine: every Store API route under `root`
 * (unknown paths and methods get `rest_no_route`), the classic storefront
 * endpoints, the SVG placeholder images, and `GET /__mock/session` with the
 * nonces a host page would print. Faults from `faults` apply first.
 *
 * @example
 * const server = setupServer( ...createHandlers().handlers );
 */
export function createHandlers( options: HandlersOptions = {} ): StoreApiHandlers {
	const engine = options.engine ?? createEngine();
	const faults = options.faults ?? createFaultController();
	const root = options.root ?? '/wc/store/v1';
	const router = createStoreApiRouter( engine, faults );

	const storeApi = http.all( `*${ root }*`, async ( { request, cookies } ) => {
		const url = new URL( request.url );
		const path = routePathOf( url.pathname, root );
		if ( path === null ) {
			return undefined;
		}
		// Matched on the method the routes see: a PUT sent as POST with X-HTTP-Method-Override is a PUT.
		const fault = faults.take(
			effectiveMethod( request.method, url.searchParams, request.headers ),
			path
		);
		if ( fault?.latencyMs ) {
			const generation = faults.generation();
			await delay( fault.latencyMs );
			// The shop was reset meanwhile (the next test's): the request must not reach it.
			if ( faults.generation() !== generation ) {
				return HttpResponse.error();
			}
		}
		if ( fault?.dropConnection ) {
			return HttpResponse.error();
		}
		if ( fault?.expireNonce ) {
			engine.expireNonces();
		}
		const restBase = `${ url.origin }${ url.pathname.slice( 0, url.pathname.indexOf( root ) + root.length ) }`;
		const readCart = () =>
			router.dispatch( {
				...toApiRequest( request, '/cart', cookies, undefined, restBase ),
				method: 'GET',
			} ).body;
		const answer = fault ? faultAnswer( engine, fault, readCart ) : null;
		if ( answer ) {
			return toResponse(
				JSON.stringify( answer.body ),
				answer.status,
				new Headers( { ...BASE_HEADERS, ...answer.headers } )
			);
		}
		const parsed = parseBody(
			engine,
			request.headers.get( 'content-type' ) ?? '',
			await request.text()
		);
		const dispatched =
			'error' in parsed
				? parsed.error
				: router.dispatch( toApiRequest( request, path, cookies, parsed.body, restBase ) );
		if ( fault?.dropAnswer ) {
			return HttpResponse.error();
		}
		const response = fault?.dropBatchEntries
			? withoutLastBatchEntries( dispatched, fault.dropBatchEntries )
			: dispatched;
		const { text, headers } = serialise( response, request.method );
		return toResponse(
			fault?.invalidJson ? `${ PHP_WARNING_PREFIX }${ text ?? '' }` : text,
			response.status,
			headers
		);
	} );

	const classic = http.all( '*', async ( { request, cookies } ) => {
		const url = new URL( request.url );
		const maybeClassic =
			url.searchParams.has( 'wc-ajax' ) ||
			url.searchParams.has( 'add-to-cart' ) ||
			url.pathname.endsWith( '/wp-admin/admin-ajax.php' ) ||
			/\/wp\/v2\/users\/me\/?$/.test( url.pathname );
		if ( ! maybeClassic ) {
			return undefined;
		}
		const parsed = parseBody(
			engine,
			request.headers.get( 'content-type' ) ?? '',
			await request.text()
		);
		if ( 'error' in parsed ) {
			const { text, headers } = serialise( parsed.error, request.method );
			return toResponse( text, parsed.error.status, headers );
		}
		const api = toApiRequest( request, url.pathname, cookies, parsed.body, url.origin );
		const form = {
			...Object.fromEntries( url.searchParams ),
			...( ( parsed.body as Record< string, unknown > ) ?? {} ),
		};
		const response = dispatchClassic( engine, { url, api, form } );
		if ( ! response ) {
			return undefined;
		}
		const { text, headers } = serialise( response, request.method );
		return toResponse( text, response.status, headers );
	} );

	const images = http.get( '*/wp-content/uploads/cesta/:file', ( { params } ) => {
		const svg = serveImage( engine, String( params.file ) );
		return svg
			? new HttpResponse( svg, { headers: { 'Content-Type': 'image/svg+xml' } } )
			: new HttpResponse( null, { status: 404 } );
	} );

	const session = http.get( '*/__mock/session', ( { request, cookies } ) => {
		const url = new URL( request.url );
		return HttpResponse.json(
			bootstrapFor(
				engine,
				toApiRequest( request, url.pathname, cookies, undefined, url.origin )
			)
		);
	} );

	return { handlers: [ storeApi, images, session, classic ], engine, faults, router };
}
