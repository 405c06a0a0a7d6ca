/** Cart notices: snackbars for lines the server changed on its own, and one notice per cart error. */

import type { DataRegistry } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { noticesDispatch } from '@cesta/notices';
import type { CartErrorItem, CartItem } from '@cesta/types';
import { isQuantityNoticeAllowed } from '@cesta/validation';

import { noticeContexts } from '../../events/constants';
import { notices } from '../../messages';
import { STORE_KEY as STORE_NOTICES_STORE_KEY } from '../../store-notices/constants';

/**
 * Tells the shopper about lines the server changed on its own (spec 2 §8
 * success notices): a line that vanished without the shopper removing it, or
 * whose quantity changed without the shopper asking.
 *
 * @example
 * notifyQuantityChanges( registry, { oldItems, newItems, pendingQuantity: [], pendingDelete: [], pendingAdd: [] } );
 */
export function notifyQuantityChanges(
	registry: DataRegistry,
	{
		oldItems,
		newItems,
		pendingQuantity,
		pendingDelete,
		pendingAdd,
	}: {
		oldItems: CartItem[];
		newItems: CartItem[];
		pendingQuantity: string[];
		pendingDelete: string[];
		pendingAdd: number[];
	}
): void {
	const snackbar = ( message: string, id: string ) =>
		registry
			.dispatch( STORE_NOTICES_STORE_KEY )
			.createSnackbarNotice( 'success', message, { context: noticeContexts.CART, id } );
	oldItems.forEach( ( oldItem ) => {
		const newItem = newItems.find( ( item ) => item.key === oldItem.key );
		if ( ! newItem ) {
			if ( ! pendingDelete.includes( oldItem.key ) ) {
				snackbar(
					notices.itemRemovedQuoted( decodeEntities( oldItem.name ) ),
					`${ oldItem.key }-removed`
				);
			}
			return;
		}
		// Spec 2 §5: a quantity outside the limits or off the step is a
		// correction the shopper sees in the row, not news worth a notice.
		if (
			newItem.quantity !== oldItem.quantity &&
			isQuantityNoticeAllowed( newItem.quantity, newItem.quantity_limits ) &&
			! pendingQuantity.includes( oldItem.key ) &&
			! pendingAdd.includes( oldItem.id )
		) {
			snackbar(
				notices.quantityChanged( decodeEntities( newItem.name ), newItem.quantity ),
				`${ oldItem.key }-quantity-update`
			);
		}
	} );
}

/**
 * Keeps one dismissible error notice per cart error (`wc/cart`, id = code):
 * errors that went away are removed, new ones added.
 *
 * @example
 * updateCartErrorNotices( registry, response.errors, previousErrors );
 */
export function updateCartErrorNotices(
	registry: DataRegistry,
	errors: CartErrorItem[],
	previousErrors: CartErrorItem[]
): void {
	const { createErrorNotice, removeNotice } = noticesDispatch( registry );
	const codes = errors.map( ( error ) => error.code );
	previousErrors
		.filter( ( error ) => ! codes.includes( error.code ) )
		.forEach( ( error ) => removeNotice( error.code, noticeContexts.CART ) );
	errors.forEach( ( error ) =>
		createErrorNotice( decodeEntities( error.message ), {
			id: error.code,
			context: noticeContexts.CART,
			isDismissible: true,
		} )
	);
}
