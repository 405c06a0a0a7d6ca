/** The quantity thunk: merges a line's edits over a 400 ms pause and sends one request at a time per line. */

import type { DataRegistry } from '@wordpress/data';
import { updateCartItem } from '@cesta/api';
import type { CartResponse } from '@cesta/types';

import { QUANTITY_UPDATE_DEBOUNCE_MS } from '../../constants';
import { createRegistryState } from '../../utils/registry-state';
import { STORE_KEY } from '../constants';
import { beginCalculating } from './calculating';
import {
	cartRequestsInFlight,
	cartRequestsSent,
	newestAnsweredCartRequest,
	sendCartRequest,
} from './cart-requests';
import type { CartThunkArgs } from './types';

interface PendingQuantity {
	quantity: number;
	timer: ReturnType< typeof setTimeout > | undefined;
	/** The pause is over: send as soon as no request of the line is in flight. */
	ready: boolean;
	settle: Array< {
		resolve: ( value: CartResponse | void ) => void;
		reject: ( error: unknown ) => void;
	} >;
	/** Released when the request ends, so the checkout stays "calculating" meanwhile. */
	release: () => void;
}

interface LineUpdates {
	/** The newest edit, not sent yet; a newer edit replaces its quantity. */
	pending?: PendingQuantity;
	/** A request of this line is in flight: the next one waits for its answer. */
	inFlight: boolean;
	/**
	 * The answer to a request that a newer edit superseded while it was in
	 * flight. It is not shown (it would bring back a quantity the shopper has
	 * already changed), but it is what the server holds, so the next request
	 * compares with it, and it is shown if the newer request fails or is not
	 * needed, unless a cart request sent after it has answered: that answer
	 * (or the reload after overlapping requests) is newer.
	 */
	heldBack?: CartResponse;
	/** The held-back answer's request number (`cartRequestsSent`). */
	heldBackNumber?: number;
}

const lineUpdates = createRegistryState( () => new Map< string, LineUpdates >() );

const quantityIn = ( response: CartResponse, cartItemKey: string ) =>
	response.items.find( ( item ) => item.key === cartItemKey )?.quantity;

async function send( registry: DataRegistry, cartItemKey: string, line: LineUpdates ) {
	const entry = line.pending;
	if ( ! entry ) {
		return;
	}
	line.pending = undefined;
	line.inFlight = true;
	const cart = registry.dispatch( STORE_KEY );
	const serverQuantity = line.heldBack
		? quantityIn( line.heldBack, cartItemKey )
		: registry.select( STORE_KEY ).getCartItem( cartItemKey )?.quantity;
	const showHeldBack = () => {
		if ( line.heldBack && ! line.pending ) {
			if ( newestAnsweredCartRequest( registry ) <= ( line.heldBackNumber ?? 0 ) ) {
				cart.receiveCart( line.heldBack );
			}
			line.heldBack = undefined;
		}
	};
	try {
		// The shown cart counts as the server's only when no answer is on its way.
		if (
			serverQuantity === entry.quantity &&
			( line.heldBack || ! cartRequestsInFlight( registry ) )
		) {
			showHeldBack();
			entry.settle.forEach( ( { resolve } ) => resolve() );
			return;
		}
		const number = cartRequestsSent( registry ) + 1;
		const { response } = await sendCartRequest( registry, () =>
			updateCartItem( { key: cartItemKey, quantity: entry.quantity } )
		);
		if ( line.pending ) {
			line.heldBack = response;
			line.heldBackNumber = number;
		} else {
			line.heldBack = undefined;
			cart.receiveCart( response );
		}
		entry.settle.forEach( ( { resolve } ) => resolve( response ) );
	} catch ( error ) {
		showHeldBack();
		cart.receiveError( error );
		entry.settle.forEach( ( { reject } ) => reject( error ) );
	} finally {
		entry.release();
		line.inFlight = false;
		// An edit made while the request was in flight (TypeScript cannot see the await in between).
		const next = line.pending as PendingQuantity | undefined;
		if ( next?.ready ) {
			void send( registry, cartItemKey, line );
		} else if ( ! next ) {
			lineUpdates( registry ).delete( cartItemKey );
			cart.itemIsPendingQuantity( cartItemKey, false );
		}
	}
}

/**
 * Changes a line's quantity. The edit is applied after a
 * `QUANTITY_UPDATE_DEBOUNCE_MS` (400 ms) pause: edits of the same line within
 * the pause are merged and only the last quantity is sent
 * (`POST /cart/update-item`). Meanwhile the line counts as pending and the
 * checkout as calculating. Nothing is sent when the quantity is unchanged —
 * unless another cart request is still waiting for its answer: the quantity
 * shown may then come from an answer older than the server's state.
 *
 * A line has at most one request in flight. An edit made meanwhile
 * supersedes it: it waits for that answer (the server may process requests
 * in any order, so sending at once could leave it at the older quantity),
 * then only the newest quantity is sent, and the superseded answer is never
 * shown. Every caller of a merged edit gets the same outcome; failures are
 * recorded and rethrown (a 409 brings the current cart).
 *
 * @example
 * await dispatch( cartStore ).changeCartItemQuantity( key, 3 );
 */
export const changeCartItemQuantity =
	( cartItemKey: string, quantity: number ) =>
	( { select, dispatch, registry }: CartThunkArgs ): Promise< CartResponse | void > => {
		const lines = lineUpdates( registry );
		const line = lines.get( cartItemKey ) ?? { inFlight: false };
		if (
			! line.pending &&
			! line.inFlight &&
			! cartRequestsInFlight( registry ) &&
			select.getCartItem( cartItemKey )?.quantity === quantity
		) {
			return Promise.resolve();
		}
		dispatch.itemIsPendingQuantity( cartItemKey, true );
		return new Promise( ( resolve, reject ) => {
			const entry: PendingQuantity = line.pending ?? {
				quantity,
				timer: undefined,
				ready: false,
				settle: [],
				release: beginCalculating( registry ),
			};
			clearTimeout( entry.timer );
			entry.quantity = quantity;
			entry.ready = false;
			entry.settle.push( { resolve, reject } );
			entry.timer = setTimeout( () => {
				entry.ready = true;
				if ( ! line.inFlight ) {
					void send( registry, cartItemKey, line );
				}
			}, QUANTITY_UPDATE_DEBOUNCE_MS );
			line.pending = entry;
			lines.set( cartItemKey, line );
		} );
	};
