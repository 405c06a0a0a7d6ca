/** The store-notices store's thunks: API errors as notices, snackbars, removing notices by status. */

import type { ThunkArgs } from '@wordpress/data';
import { noticesDispatch, noticesSelect } from '@cesta/notices';

import { noticeContexts } from '../events/constants';
import { STORE_KEY as PAYMENT_STORE_KEY } from '../payment/constants';
import type { storeNoticesStore } from './index';
import { isShownDuringExpressPayment, routeApiError } from './routing';

type Thunk = ThunkArgs< typeof storeNoticesStore >;

let snackbarCount = 0;

const isExpressPaymentActive = ( registry: Thunk[ 'registry' ] ): boolean =>
	Boolean( registry.stores[ PAYMENT_STORE_KEY ] ) &&
	registry.select( PAYMENT_STORE_KEY ).isExpressPaymentMethodActive() === true;

/**
 * Shows an API error as dismissible error notices, routed as spec 2 §8 says
 * (see `routeApiError`). Apart from `rest_invalid_param` details, nothing is
 * shown while an express payment method is active.
 *
 * @example
 * dispatch( storeNoticesStore ).processErrorResponse( error, 'wc/checkout' );
 */
export const processErrorResponse =
	( error: unknown, context?: string ) =>
	( { registry }: Thunk ): void => {
		if ( isExpressPaymentActive( registry ) && ! isShownDuringExpressPayment( error ) ) {
			return;
		}
		const { createErrorNotice } = noticesDispatch( registry );
		routeApiError( error, context ).forEach( ( notice ) =>
			createErrorNotice( notice.message, {
				context: notice.context,
				isDismissible: true,
				...( notice.id ? { id: notice.id } : {} ),
			} )
		);
	};

/**
 * Shows a snackbar notice and returns its id. The store sets no timer: the
 * snackbar component that shows it owns the spec's 10 s (paused while hovered
 * or focused) and its 500 ms exit transition, then removes the notice.
 *
 * @example
 * dispatch( storeNoticesStore ).createSnackbarNotice( 'success', 'Coupon code "VERANO10" has been applied to your cart.', { context: 'wc/cart' } );
 */
export const createSnackbarNotice =
	(
		status: 'success' | 'error' | 'info' | 'warning',
		message: string,
		{ context = noticeContexts.CART, id }: { context?: string; id?: string } = {}
	) =>
	( { registry }: Thunk ): string => {
		const noticeId = id ?? `cesta-snackbar-${ ++snackbarCount }`;
		noticesDispatch( registry ).createNotice( status, message, {
			id: noticeId,
			context,
			type: 'snackbar',
			isDismissible: true,
		} );
		return noticeId;
	};

/**
 * Removes every notice with `status` from `contexts` (default: every cart and
 * checkout context plus the registered containers), as a submit does.
 *
 * @example
 * dispatch( storeNoticesStore ).removeNoticesWithStatus( 'error' );
 */
export const removeNoticesWithStatus =
	( status: string, contexts?: string[] ) =>
	( { registry, select }: Thunk ): void => {
		const targets = contexts ?? [
			...new Set( [
				...Object.values( noticeContexts ),
				...select.getRegisteredContainers(),
			] ),
		];
		const { getNotices } = noticesSelect( registry );
		const { removeNotices } = noticesDispatch( registry );
		targets.forEach( ( context ) => {
			const ids = getNotices( context )
				.filter( ( notice ) => notice.status === status )
				.map( ( notice ) => notice.id );
			if ( ids.length ) {
				removeNotices( ids, context );
			}
		} );
	};
