/**
 * Where requests go and how the session is identified: the REST root and,
 * for headless clients, a `Cart-Token`.
 */
import { DEFAULT_API_ROOT } from '../constants';
import { invalidOptionMessage } from '../messages';
import type { StoreApiConfig } from '../types';

let configuredRoot: string | null = null;
let cartToken: string | null = null;

const withTrailingSlash = ( root: string ): string =>
	root.endsWith( '/' ) || root.includes( '?' ) ? root : `${ root }/`;

/**
 * The REST root: the configured one, else WordPress's `wpApiSettings.root`,
 * else `/wp-json/`.
 *
 * @example
 * getApiRoot(); // '/wp-json/'
 */
export function getApiRoot(): string {
	const wordpressRoot = typeof window !== 'undefined' ? window.wpApiSettings?.root : undefined;
	return withTrailingSlash(
		configuredRoot ??
			( typeof wordpressRoot === 'string' && wordpressRoot !== ''
				? wordpressRoot
				: DEFAULT_API_ROOT )
	);
}

/**
 * Whether requests go to the page's own REST root (WordPress's, or the
 * default), i.e. no root was configured: only then are the page's own
 * api-fetch middlewares (its preloads, its root URL) about our requests.
 *
 * @example
 * usesPageApiRoot(); // true until configureStoreApi( { root } )
 */
export function usesPageApiRoot(): boolean {
	return configuredRoot === null;
}

/**
 * Sets the REST root; `null` goes back to the default.
 *
 * @example
 * setApiRoot( 'https://shop.example/wp-json/' );
 */
export function setApiRoot( root: string | null ): void {
	if ( root !== null && ( typeof root !== 'string' || root.trim() === '' ) ) {
		throw new TypeError( invalidOptionMessage( 'root', 'a non-empty string or null', root ) );
	}
	configuredRoot = root === null ? null : root.trim();
}

/**
 * The `Cart-Token` sent with Store API requests, or `null` when the session
 * is the cookie one.
 *
 * @example
 * getCartToken();
 */
export function getCartToken(): string | null {
	return cartToken;
}

/**
 * Changes the root and/or the cart token. Wrong values throw a `TypeError`
 * and change nothing.
 *
 * @example
 * configureStoreApi( { root: 'https://shop.example/wp-json/', cartToken: savedToken } );
 */
export function configureStoreApi( config: StoreApiConfig ): void {
	if ( typeof config !== 'object' || config === null ) {
		throw new TypeError( invalidOptionMessage( 'config', 'an object', config ) );
	}
	const { root, cartToken: token } = config;
	if ( token !== undefined && token !== null && ( typeof token !== 'string' || token === '' ) ) {
		throw new TypeError(
			invalidOptionMessage( 'cartToken', 'a non-empty string or null', token )
		);
	}
	if ( root !== undefined ) {
		setApiRoot( root );
	}
	if ( token !== undefined ) {
		cartToken = token;
	}
}

/**
 * Keeps the newest `Cart-Token` a response carried, in token mode only: a
 * cookie session must not switch to tokens behind the host's back.
 *
 * @example
 * receiveCartToken( headers.get( 'Cart-Token' ) );
 */
export function receiveCartToken( token: unknown ): void {
	if ( cartToken !== null && typeof token === 'string' && token !== '' ) {
		cartToken = token;
	}
}

/**
 * Back to the defaults: no configured root, no cart token.
 *
 * @example
 * resetConfig();
 */
export function resetConfig(): void {
	configuredRoot = null;
	cartToken = null;
}
