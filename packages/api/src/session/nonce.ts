/**
 * The Store API nonce. It lives in localStorage (`storeApiNonce`, shared with
 * other tabs and with WooCommerce's own scripts) with the time it was issued,
 * because responses may come from caches: only a nonce at least as new as the
 * stored one replaces it.
 */
import { NONCE_STORAGE_KEY } from '../constants';
import { readStoredJson, writeStoredString } from './storage';

/**
 * A nonce and the unix time (seconds) it was issued.
 *
 * @example
 * const state: NonceState = { nonce: 'f3a1c2d4e5', timestamp: 1795644289 };
 */
export interface NonceState {
	nonce: string;
	timestamp: number;
}

// Kept too, so the client works where localStorage is unavailable.
let inMemory: NonceState | null = null;
let hostConfigRead = false;

const isNonceState = ( value: unknown ): value is NonceState =>
	typeof value === 'object' &&
	value !== null &&
	typeof ( value as NonceState ).nonce === 'string' &&
	( value as NonceState ).nonce !== '' &&
	Number.isFinite( ( value as NonceState ).timestamp );

/**
 * A timestamp header or setting as a number of seconds, or `undefined` when
 * it is missing or not a number.
 *
 * @example
 * parseNonceTimestamp( '1795644289' ); // 1795644289
 */
export function parseNonceTimestamp( value: unknown ): number | undefined {
	const number = typeof value === 'string' && value.trim() !== '' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) ? number : undefined;
}

const newest = ( a: NonceState | null, b: NonceState | null ): NonceState | null => {
	if ( ! a || ! b ) {
		return a ?? b;
	}
	return b.timestamp > a.timestamp ? b : a;
};

function store( state: NonceState ): void {
	inMemory = state;
	writeStoredString( NONCE_STORAGE_KEY, JSON.stringify( state ) );
}

// The host's nonce is read once: its fallback timestamp is "now", and
// re-reading would make it look newer than every later response.
function readHostConfig(): void {
	if ( hostConfigRead ) {
		return;
	}
	hostConfigRead = true;
	const config = typeof window !== 'undefined' ? window.wcBlocksMiddlewareConfig : undefined;
	if ( ! config || typeof config.storeApiNonce !== 'string' || config.storeApiNonce === '' ) {
		return;
	}
	const timestamp =
		parseNonceTimestamp( config.storeApiNonceTimestamp ) ??
		parseNonceTimestamp( config.wcStoreApiNonceTimestamp ) ??
		Date.now() / 1000;
	updateNonce( config.storeApiNonce, timestamp );
}

/**
 * The newest nonce known here or in another tab, with its timestamp.
 *
 * @example
 * getNonceState(); // { nonce: 'f3a1c2d4e5', timestamp: 1795644289 }
 */
export function getNonceState(): NonceState | null {
	readHostConfig();
	const stored = readStoredJson( NONCE_STORAGE_KEY );
	return newest( isNonceState( stored ) ? stored : null, inMemory );
}

/**
 * The nonce to send, or `''` when none is known yet.
 *
 * @example
 * headers.Nonce = getNonce();
 */
export function getNonce(): string {
	return getNonceState()?.nonce ?? '';
}

/**
 * Offers a nonce from a response. It is kept when none is stored, or when its
 * timestamp is at least the stored one's; a nonce without a timestamp cannot
 * be ordered and is kept only when none is stored. `force` keeps it anyway:
 * used when the server has just rejected the stored nonce. Returns whether the
 * stored nonce changed.
 *
 * @example
 * updateNonce( headers.get( 'Nonce' ), parseNonceTimestamp( headers.get( 'Nonce-Timestamp' ) ) );
 */
export function updateNonce(
	nonce: unknown,
	timestamp?: number,
	{ force = false }: { force?: boolean } = {}
): boolean {
	if ( typeof nonce !== 'string' || nonce === '' ) {
		return false;
	}
	readHostConfig();
	const current = getNonceState();
	const next: NonceState = { nonce, timestamp: timestamp ?? current?.timestamp ?? 0 };
	if ( current && ! force ) {
		if ( timestamp === undefined || timestamp < current.timestamp ) {
			return false;
		}
		if ( current.nonce === nonce && current.timestamp === timestamp ) {
			return false;
		}
	}
	if ( force && current?.nonce === nonce ) {
		return false;
	}
	store( next );
	return true;
}

/**
 * Forgets the nonce in memory and makes the host's configuration count again.
 * localStorage is left alone: other tabs may use it.
 *
 * @example
 * resetNonce();
 */
export function resetNonce(): void {
	inMemory = null;
	hostConfigRead = false;
}
