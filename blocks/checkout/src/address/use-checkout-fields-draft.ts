/** Keeps the order notes and additional fields the shopper typed across a reload, as the stores keep the unpushed addresses. */

import { useRegistry } from '@wordpress/data';
import type { DataRegistry } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { checkoutStore, DIRTY_FLAG_WRITE_DEBOUNCE_MS } from '@cesta/data';
import type { AdditionalValues } from '@cesta/data';

import { CHECKOUT_FIELDS_DRAFT_STORAGE_KEY } from './constants';

/**
 * What is kept: the order notes and the additional fields' values (contact
 * and order sections), as the checkout store holds them.
 *
 * @example
 * const draft: CheckoutFieldsDraft = { orderNotes: 'Llamar al timbre 2B', additionalFields: { 'cesta-demo/newsletter': true } };
 */
export interface CheckoutFieldsDraft {
	orderNotes: string;
	additionalFields: AdditionalValues;
}

const isValue = ( value: unknown ): value is string | boolean =>
	typeof value === 'string' || typeof value === 'boolean';

/**
 * The draft kept in local storage, or `null` (none, unreadable storage or
 * garbage).
 *
 * @example
 * readCheckoutFieldsDraft()?.orderNotes;
 */
export function readCheckoutFieldsDraft(): CheckoutFieldsDraft | null {
	try {
		const parsed: unknown = JSON.parse(
			window.localStorage.getItem( CHECKOUT_FIELDS_DRAFT_STORAGE_KEY ) ?? 'null'
		);
		if ( typeof parsed !== 'object' || parsed === null ) {
			return null;
		}
		const { orderNotes, additionalFields } = parsed as Record< string, unknown >;
		return {
			orderNotes: typeof orderNotes === 'string' ? orderNotes : '',
			additionalFields:
				typeof additionalFields === 'object' && additionalFields !== null
					? Object.fromEntries(
							Object.entries( additionalFields ).filter( ( entry ) =>
								isValue( entry[ 1 ] )
							)
						)
					: {},
		};
	} catch {
		// Private mode or a foreign value: nothing to restore.
		return null;
	}
}

const writeDraft = ( draft: CheckoutFieldsDraft | null ): void => {
	try {
		if ( draft ) {
			window.localStorage.setItem(
				CHECKOUT_FIELDS_DRAFT_STORAGE_KEY,
				JSON.stringify( draft )
			);
		} else {
			window.localStorage.removeItem( CHECKOUT_FIELDS_DRAFT_STORAGE_KEY );
		}
	} catch {
		// Without storage a reload loses what was typed, as before.
	}
};

const sameValues = ( a: AdditionalValues, b: AdditionalValues ): boolean => {
	const keys = new Set( [ ...Object.keys( a ), ...Object.keys( b ) ] );
	return [ ...keys ].every( ( key ) => a[ key ] === b[ key ] );
};

const watching = new WeakMap< DataRegistry, { users: number; stop: () => void } >();

/**
 * Restores a kept draft into the checkout store, then keeps the store's
 * notes and additional fields in local storage while they differ from what
 * the page started with (written `DIRTY_FLAG_WRITE_DEBOUNCE_MS` after the
 * last edit, or at once when the page is left before that), and forgets them
 * once the order is placed. The password is never kept.
 */
function watchCheckoutFields( registry: DataRegistry ): () => void {
	const select = () => registry.select( checkoutStore );
	const initial: CheckoutFieldsDraft = {
		orderNotes: select().getOrderNotes(),
		additionalFields: select().getAdditionalFields(),
	};
	const kept = readCheckoutFieldsDraft();
	if ( kept ) {
		const actions = registry.dispatch( checkoutStore );
		if ( kept.orderNotes !== initial.orderNotes ) {
			actions.__internalSetOrderNotes( kept.orderNotes );
		}
		if ( ! sameValues( kept.additionalFields, initial.additionalFields ) ) {
			actions.setAdditionalFields( kept.additionalFields );
		}
	}
	let timer: ReturnType< typeof setTimeout > | undefined;
	let pendingWrite: ( () => void ) | null = null;
	// A reload or a link followed within the pause would lose the last edit: the page writes it as it goes.
	const onPageHide = () => {
		clearTimeout( timer );
		pendingWrite?.();
	};
	window.addEventListener( 'pagehide', onPageHide );
	let lastNotes = select().getOrderNotes();
	let lastFields = select().getAdditionalFields();
	const unsubscribe = registry.subscribe( () => {
		if ( select().isComplete() ) {
			clearTimeout( timer );
			pendingWrite = null;
			writeDraft( null );
			return;
		}
		const orderNotes = select().getOrderNotes();
		const additionalFields = select().getAdditionalFields();
		if ( orderNotes === lastNotes && additionalFields === lastFields ) {
			return;
		}
		lastNotes = orderNotes;
		lastFields = additionalFields;
		clearTimeout( timer );
		pendingWrite = () => {
			pendingWrite = null;
			const changed =
				orderNotes !== initial.orderNotes ||
				! sameValues( additionalFields, initial.additionalFields );
			writeDraft( changed ? { orderNotes, additionalFields } : null );
		};
		timer = setTimeout( pendingWrite, DIRTY_FLAG_WRITE_DEBOUNCE_MS );
	}, checkoutStore );
	return () => {
		clearTimeout( timer );
		window.removeEventListener( 'pagehide', onPageHide );
		unsubscribe();
	};
}

/**
 * Keeps the order notes and the additional checkout fields (contact and
 * order) the shopper typed across a reload — the stores keep only the
 * unpushed addresses (the dirty customer data), and these reach the server
 * only with the draft-order sync 1.5 s after typing stops. Restores a kept
 * draft on mount and forgets it once the order is placed. Shared per
 * registry: several steps may call it.
 *
 * @example
 * function ContactInformationBlock() {
 * 	useCheckoutFieldsDraft();
 * 	…
 * }
 */
export function useCheckoutFieldsDraft(): void {
	const registry = useRegistry();
	useEffect( () => {
		let entry = watching.get( registry );
		if ( ! entry ) {
			entry = { users: 0, stop: watchCheckoutFields( registry ) };
			watching.set( registry, entry );
		}
		entry.users += 1;
		return () => {
			const current = watching.get( registry );
			if ( current && --current.users === 0 ) {
				current.stop();
				watching.delete( registry );
			}
		};
	}, [ registry ] );
}
