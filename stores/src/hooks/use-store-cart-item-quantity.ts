/** The hook for one cart line's quantity and removal, with its pending states. */

import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import type { CartItem } from '@cesta/types';

import { cartStore } from '../cart';
import { cartQuantityCode } from '../cart/thunks/quantity-code';
import { noticeContexts } from '../events/constants';
import { notices } from '../messages';
import { storeNoticesStore } from '../store-notices';

/**
 * What `useStoreCartItemQuantity` gives a cart line.
 *
 * @example
 * const { quantity, setItemQuantity, removeItem, isPendingDelete } = useStoreCartItemQuantity( item );
 */
export interface StoreCartItemQuantity {
	/** The quantity the shopper sees: the one being sent while an edit is pending. */
	quantity: number;
	setItemQuantity: ( quantity: number ) => Promise< unknown >;
	/** Removes the line; on success a snackbar says so. Resolves `true`/`false`. */
	removeItem: () => Promise< boolean >;
	isPendingDelete: boolean;
	isPendingQuantity: boolean;
}

/**
 * Quantity and removal of one cart line. Quantity edits are debounced by the
 * store (`QUANTITY_UPDATE_DEBOUNCE_MS`); while an edit or removal is pending
 * the line counts as pending. Failures are recorded by the store and not
 * shown (spec 2 §8). The quantity code downloads as the line mounts, so the
 * first click runs it at once.
 *
 * @example
 * const { quantity, setItemQuantity } = useStoreCartItemQuantity( item );
 * <QuantitySelector value={ quantity } onChange={ setItemQuantity } />
 */
export function useStoreCartItemQuantity( cartItem: CartItem ): StoreCartItemQuantity {
	const { key } = cartItem;
	const { isPendingDelete, isPendingQuantity } = useSelect(
		( select ) => ( {
			isPendingDelete: select( cartStore ).isItemPendingDelete( key ),
			isPendingQuantity: select( cartStore ).isItemPendingQuantity( key ),
		} ),
		[ key ]
	);
	const { changeCartItemQuantity, removeItemFromCart } = useDispatch( cartStore );
	// Before any click: pages without quantity buttons never download it.
	useEffect( () => {
		cartQuantityCode().catch( () => undefined );
	}, [] );
	const { createSnackbarNotice } = useDispatch( storeNoticesStore );

	const setItemQuantity = useCallback(
		( quantity: number ) =>
			changeCartItemQuantity( key, quantity ).catch( ( error: unknown ) => error ),
		[ changeCartItemQuantity, key ]
	);
	const removeItem = useCallback(
		() =>
			removeItemFromCart( key ).then(
				() => {
					void createSnackbarNotice(
						'success',
						notices.itemRemoved( decodeEntities( cartItem.name ) ),
						{
							context: noticeContexts.CART,
						}
					);
					return true;
				},
				() => false
			),
		[ removeItemFromCart, createSnackbarNotice, key, cartItem.name ]
	);
	return {
		quantity: cartItem.quantity,
		setItemQuantity,
		removeItem,
		isPendingDelete,
		isPendingQuantity,
	};
}
