/** Types of the notices: status, type, actions, a notice, its options and the store's state. */

/** Severity of a notice, as WordPress names it. */
export type NoticeStatus = 'success' | 'info' | 'error' | 'warning';

/** How a notice is shown: inline (`default`) or as a transient `snackbar`. */
export type NoticeType = 'default' | 'snackbar';

/** A button or link offered inside a notice. */
export interface NoticeAction {
	label: string;
	url?: string;
	onClick?: () => void;
}

/**
 * A notice as `core/notices` keeps it.
 *
 * @example
 * const notice: Notice = {
 * 	id: 'wc-payment-error', status: 'error', content: 'Tarjeta rechazada', spokenMessage: 'Tarjeta rechazada',
 * 	isDismissible: false, type: 'default', actions: [], icon: null, explicitDismiss: false,
 * };
 */
export interface Notice {
	id: string;
	status: NoticeStatus;
	content: string;
	spokenMessage: string;
	/** Content is trusted HTML (rendered through the sanitiser by our UI). */
	__unstableHTML?: boolean;
	isDismissible: boolean;
	type: NoticeType;
	actions: NoticeAction[];
	icon: string | null;
	explicitDismiss: boolean;
	onDismiss?: () => void;
}

/** Options of `createNotice` and its shorthands. */
export interface NoticeOptions {
	/** Where the notice shows; `global` by default. */
	context?: string;
	/** A stable id replaces an earlier notice with the same id. */
	id?: string;
	isDismissible?: boolean;
	type?: NoticeType;
	speak?: boolean;
	actions?: NoticeAction[];
	icon?: string | null;
	explicitDismiss?: boolean;
	onDismiss?: () => void;
	__unstableHTML?: boolean;
}

/** State of the store: the notices of each context, oldest first. */
export type NoticesState = Record< string, Notice[] >;
