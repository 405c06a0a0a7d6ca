/** Types of the store notices: a notice's data and the props of the banner, container and dismiss button. */

import type { ReactNode } from 'react';

/**
 * How serious a notice is; it picks the colour, the icon and how it is announced.
 *
 * @example
 * const status: NoticeStatus = 'error';
 */
export type NoticeStatus = 'error' | 'warning' | 'info' | 'success' | 'default';

/**
 * A notice as the notices store keeps it (the fields of `core/notices` the
 * blocks use). `content` may hold server HTML; it is rendered sanitised.
 *
 * @example
 * const notice: StoreNoticeData = { id: 'coupon', status: 'success', content: 'Coupon code "DESCUENTO10" has been applied to your cart.' };
 */
export interface StoreNoticeData {
	id: string;
	status: NoticeStatus;
	content: string;
	/** @default true */
	isDismissible?: boolean;
	/** Snackbars show in the corner and go by themselves. @default 'default' */
	type?: 'default' | 'snackbar';
}

/**
 * Props of {@link StoreNotice}.
 *
 * @example
 * const props: StoreNoticeProps = { status: 'error', children: 'Your payment could not be processed.', onRemove };
 */
export interface StoreNoticeProps {
	/** Seriousness. @default 'default' */
	status?: NoticeStatus;
	/** The message. */
	children: ReactNode;
	/** Text above the message, for a group of messages. @default undefined */
	summary?: ReactNode;
	/** Shows the dismiss button (needs `onRemove`). @default true */
	isDismissible?: boolean;
	/** Called when the dismiss button is pressed. @default undefined */
	onRemove?: () => void;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * Props of {@link StoreNoticesContainer} (the presentational part; the block
 * connects it to the notices store of a context).
 *
 * @example
 * const props: StoreNoticesContainerProps = { notices: select( noticesStore ).getNotices( 'wc/cart' ), onRemove: removeNotice };
 */
export interface StoreNoticesContainerProps {
	/** The notices of one context. */
	notices: StoreNoticeData[];
	/** Removes a notice by id. */
	onRemove: ( id: string ) => void;
	/** The notice context, written as a data attribute for themes and tests. @default undefined */
	context?: string;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * Props of {@link NoticeDismissButton} (internal to the package).
 *
 * @example
 * const props: NoticeDismissButtonProps = { className: 'wc-block-components-notice-banner__dismiss', onClick: onRemove };
 */
export interface NoticeDismissButtonProps {
	/** The class names of the button, which differ between banner and snackbar. */
	className: string;
	/** Called when the button is pressed. */
	onClick: () => void;
}
