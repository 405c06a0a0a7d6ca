/**
 * localStorage access that never throws: storage can be missing (server
 * rendering), blocked (privacy settings) or full, and none of that may break
 * a request.
 */

const storage = (): Storage | null => {
	try {
		return typeof window !== 'undefined' ? window.localStorage : null;
	} catch {
		return null;
	}
};

/**
 * The stored string, or `null` when absent or unreadable.
 *
 * @example
 * readStoredString( 'storeApiCartHash' ); // '6c9220ec…'
 */
export function readStoredString( key: string ): string | null {
	try {
		return storage()?.getItem( key ) ?? null;
	} catch {
		return null;
	}
}

/**
 * The stored JSON value, or `null` when absent, unreadable or not JSON.
 *
 * @example
 * readStoredJson( 'storeApiNonce' ); // { nonce: 'f3a1…', timestamp: 1795644289 }
 */
export function readStoredJson( key: string ): unknown {
	const text = readStoredString( key );
	if ( text === null ) {
		return null;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		return null;
	}
}

/**
 * Stores a string; returns whether it was kept.
 *
 * @example
 * writeStoredString( 'storeApiCartHash', hash );
 */
export function writeStoredString( key: string, value: string ): boolean {
	try {
		const target = storage();
		target?.setItem( key, value );
		return target !== null;
	} catch {
		return false;
	}
}

/**
 * Removes a stored value.
 *
 * @example
 * removeStored( 'storeApiCartData' );
 */
export function removeStored( key: string ): void {
	try {
		storage()?.removeItem( key );
	} catch {
		// Nothing to clean up when storage is unavailable.
	}
}
