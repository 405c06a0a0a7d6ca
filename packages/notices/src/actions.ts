/** The notices store's actions: create notices by status, remove one, several or all of a type. */

import { DEFAULT_CONTEXT } from './constants';
import type { Notice, NoticeOptions, NoticeStatus, NoticeType } from './types';

let lastId = 0;
const nextId = () => `notice-${ ++lastId }`;

/** Adds (or, for a known id, replaces) a notice in its context. */
export interface CreateNoticeAction {
	type: 'CREATE_NOTICE';
	context: string;
	notice: Notice;
}

/** Removes notices by id from a context. */
export interface RemoveNoticesAction {
	type: 'REMOVE_NOTICES';
	context: string;
	ids: string[];
}

/** Removes every notice of one type from a context. */
export interface RemoveAllNoticesAction {
	type: 'REMOVE_ALL_NOTICES';
	context: string;
	noticeType: NoticeType;
}

/** Every action the notices reducer understands. */
export type NoticesAction = CreateNoticeAction | RemoveNoticesAction | RemoveAllNoticesAction;

/**
 * Creates a notice. Content that is not a string is turned into one, so a
 * plugin passing an error object still shows something readable.
 *
 * @example
 * dispatch( 'core/notices' ).createNotice( 'error', 'Cupón no válido', { context: 'wc/cart' } );
 */
export function createNotice(
	status: NoticeStatus = 'info',
	content: unknown = '',
	options: NoticeOptions = {}
): CreateNoticeAction {
	const text = typeof content === 'string' ? content : String( content ?? '' );
	return {
		type: 'CREATE_NOTICE',
		context: options.context ?? DEFAULT_CONTEXT,
		notice: {
			id: options.id ?? nextId(),
			status,
			content: text,
			spokenMessage: text,
			__unstableHTML: options.__unstableHTML,
			isDismissible: options.isDismissible ?? true,
			type: options.type ?? 'default',
			actions: options.actions ?? [],
			icon: options.icon ?? null,
			explicitDismiss: options.explicitDismiss ?? false,
			onDismiss: options.onDismiss,
		},
	};
}

/**
 * Shorthand for a success notice.
 *
 * @example
 * createSuccessNotice( 'Cupón aplicado', { type: 'snackbar', context: 'wc/cart' } );
 */
export const createSuccessNotice = ( content: unknown, options?: NoticeOptions ) =>
	createNotice( 'success', content, options );

/**
 * Shorthand for an info notice.
 *
 * @example
 * createInfoNotice( 'Los totales se recalcularán.' );
 */
export const createInfoNotice = ( content: unknown, options?: NoticeOptions ) =>
	createNotice( 'info', content, options );

/**
 * Shorthand for an error notice.
 *
 * @example
 * createErrorNotice( 'Algo salió mal', { id: 'checkout', context: 'wc/checkout' } );
 */
export const createErrorNotice = ( content: unknown, options?: NoticeOptions ) =>
	createNotice( 'error', content, options );

/**
 * Shorthand for a warning notice.
 *
 * @example
 * createWarningNotice( 'Stock bajo' );
 */
export const createWarningNotice = ( content: unknown, options?: NoticeOptions ) =>
	createNotice( 'warning', content, options );

/**
 * Removes one notice.
 *
 * @example
 * removeNotice( 'wc-payment-error', 'wc/checkout/payments' );
 */
export const removeNotice = (
	id: string,
	context: string = DEFAULT_CONTEXT
): RemoveNoticesAction => ( {
	type: 'REMOVE_NOTICES',
	context,
	ids: [ id ],
} );

/**
 * Removes several notices.
 *
 * @example
 * removeNotices( [ 'a', 'b' ], 'wc/cart' );
 */
export const removeNotices = (
	ids: string[],
	context: string = DEFAULT_CONTEXT
): RemoveNoticesAction => ( { type: 'REMOVE_NOTICES', context, ids } );

/**
 * Removes every notice of a type (inline ones by default) from a context.
 *
 * @example
 * removeAllNotices( 'default', 'wc/checkout' );
 */
export const removeAllNotices = (
	noticeType: NoticeType = 'default',
	context: string = DEFAULT_CONTEXT
): RemoveAllNoticesAction => ( { type: 'REMOVE_ALL_NOTICES', context, noticeType } );
