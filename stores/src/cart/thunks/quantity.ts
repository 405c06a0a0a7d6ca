import type { DataRegistry } from '@wordpress/data';
import { updateCartItem } from '@cesta/api';
import type { CartResponse } from '@cesta/types';

import { QUANTITY_UPDATE_DEBOUNCE_MS } from '../../constants';
import { createRegistryState } from '../../utils/registry-state';
import { STORE_KEY } from '../constants';
import { beginCalculating } from './calculating';
import type { CartThunkArgs } from './types';

interface PendingQuantity {
	quantity: number;
	timer: ReturnType< typeof setTimeout > | undefined;
	settle: Array< {
		resolve: ( value: CartResponse | void ) => void;
		reject: ( error: unknown ) => void;
	} >;
	/** Released when the request ends, so the checkout stays "calculating" meanwhile. */
	release: () => void;
}

const pendingQuantities = createRegistryState( () => new Map< string, PendingQuantity >() );

async function send( registry: DataRegistry, cartItemKey: string, entry: PendingQuantity ) {
	const pending = pendingQuantities( registry );
	pending.delete( cartItemKey );
	const cart = registry.dispatch( STORE_KEY );
	const current = registry.select( STORE_KEY ).getCartItem( cartItemKey );
	try {
		if ( current?.quantity === entry.quantity ) {
			entry.settle.forEach( ( { resolve } ) => resolve() );
			return;
		}
		const { response } = await updateCartItem( { key: cartItemKey, quantity: entry.quantity } );
		cart.receiveCart( response );
		entry.settle.forEach( ( { resolve } ) => resolve( response ) );
	} catch ( error ) {
		cart.receiveError( error );
		entry.settle.forEach( ( { reject } ) => reject( error ) );
	} finally {
		entry.release();
		// A newer edit of the same line keeps it pending.
		if ( ! pending.has( cartItemKey ) ) {
			cart.itemIsPendingQuantity( cartItemKey, false );
		}
	}
}

/**
 * Changes a line's quantity. The edit is applied after a
 * `QUANTITY_UPDATE_DEBOUNCE_MS` (400 ms) pause: edits of the same line within
 * the pause are merged and only the last quantity is sent
 * (`POST /cart/update-item`). Meanwhile the line counts as pending and the
 * checkout as calculating. Nothing is sent when the quantity is unchanged.
 * Every caller of a merged edit gets the same outcome; failures are recorded
 * and rethrown (a 409 brings the current cart).
 *
 * @example
 * await dispatch( cartStore ).changeCartItemQuantity( key, 3 );
 */
export const changeCartItemQuantity =
	( cartItemKey: string, quantity: number ) =>
	( { select, dispatch, registry }: CartThunkArgs ): Promise< CartResponse | void > => {
		const pending = pendingQuantities( registry );
		const existing = pending.get( cartItemKey );
		if ( ! existing && select.getCartItem( cartItemKey )?.quantity === quantity ) {
			return Promise.resolve();
		}
		dispatch.itemIsPendingQuantity( cartItemKey, true );
		return new Promise( ( resolve, reject ) => {
			const entry: PendingQuantity = existing ?? {
				quantity,
				timer: undefined,
				settle: [],
				release: beginCalculating( registry ),
			};
			clearTimeout( entry.timer );
			entry.quantity = quantity;
			entry.settle.push( { resolve, reject } );
			entry.timer = setTimeout(
				() => void send( registry, cartItemKey, entry ),
				QUANTITY_UPDATE_DEBOUNCE_MS
			);
			pending.set( cartItemKey, entry );
		} );
	};
