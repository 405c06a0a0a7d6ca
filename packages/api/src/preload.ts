/**
 * Responses the host page preloaded, served from memory to the first GET of
 * the same path and then dropped (as WordPress's preloading middleware does),
 * so a page with a preloaded cart renders without a round trip.
 *
 * Hosts print them in `wcSettings.preloadedApiRequests`, keyed by path:
 * `{ '/wc/store/v1/cart': { body, headers } }` — the data WordPress passes to
 * `createPreloadingMiddleware` — or call `registerPreloadedResponses`. What a
 * WordPress page registers with `wp.apiFetch.use(
 * wp.apiFetch.createPreloadingMiddleware( … ) )` is served by that
 * middleware itself, which our GETs pass through (`transport/chain.ts`).
 */
import { getSetting } from '@cesta/settings';

import { PRELOADED_REQUESTS_SETTING } from './constants';
import { isRecord } from './is-record';
import { invalidOptionMessage, invalidPreloadMessage } from './messages';
import { getApiRoot } from './session/config';
import { comparablePath, toRestPath } from './transport/url';
import type { PreloadedResponse } from './types';

const preloaded = new Map< string, PreloadedResponse >();
let settingsRead = false;

const isPreloadedResponse = ( value: unknown ): value is PreloadedResponse =>
	isRecord( value ) &&
	'body' in value &&
	( value.headers === undefined || isRecord( value.headers ) ) &&
	( value.status === undefined || Number.isInteger( value.status ) );

const keyOf = ( path: string ): string => comparablePath( toRestPath( path, getApiRoot() ) );

// Read lazily: hosts (and tests) may print the settings after our scripts load.
function readSettingsOnce(): void {
	if ( settingsRead ) {
		return;
	}
	settingsRead = true;
	const fromSettings = getSetting< unknown >( PRELOADED_REQUESTS_SETTING, null );
	if ( ! isRecord( fromSettings ) ) {
		return;
	}
	for ( const [ path, entry ] of Object.entries( fromSettings ) ) {
		if ( isPreloadedResponse( entry ) ) {
			preloaded.set( keyOf( path ), entry );
		} else {
			// A broken entry must not cost the valid ones; the request just goes to the server.
			if ( process.env.NODE_ENV !== 'production' ) {
				console.warn( invalidPreloadMessage( path ) );
			}
		}
	}
}

/**
 * Adds preloaded responses, keyed by path (query order and the REST root
 * prefix do not matter). Throws a `TypeError` naming the first bad entry and
 * then adds none.
 *
 * @example
 * registerPreloadedResponses( {
 * 	'/wc/store/v1/cart': { body: cart, headers: { Nonce: 'f3a1…', 'Cart-Hash': '6c92…' } },
 * } );
 */
export function registerPreloadedResponses( responses: Record< string, PreloadedResponse > ): void {
	if ( ! isRecord( responses ) ) {
		throw new TypeError(
			invalidOptionMessage( 'responses', 'an object keyed by path', responses )
		);
	}
	const entries = Object.entries( responses );
	for ( const [ path, entry ] of entries ) {
		if ( ! isPreloadedResponse( entry ) ) {
			throw new TypeError( invalidPreloadMessage( path ) );
		}
	}
	readSettingsOnce();
	for ( const [ path, entry ] of entries ) {
		preloaded.set( keyOf( path ), entry );
	}
}

/**
 * Whether a preloaded response waits for a GET path, without taking it (the
 * next GET of that path still gets it).
 *
 * @example
 * hasPreloadedResponse( '/wc/store/v1/cart' ); // true on a page that printed the cart
 */
export function hasPreloadedResponse( path: string ): boolean {
	readSettingsOnce();
	return preloaded.has( keyOf( path ) );
}

/**
 * Removes and returns the preloaded response for a GET path, if any.
 *
 * @example
 * takePreloadedResponse( '/wc/store/v1/cart' ); // { body: cart, headers: { … } }, then undefined
 */
export function takePreloadedResponse( path: string ): PreloadedResponse | undefined {
	readSettingsOnce();
	const key = keyOf( path );
	const entry = preloaded.get( key );
	preloaded.delete( key );
	return entry;
}

/**
 * Drops every preloaded response; the settings are read again on next use.
 *
 * @example
 * clearPreloadedResponses();
 */
export function clearPreloadedResponses(): void {
	preloaded.clear();
	settingsRead = false;
}
