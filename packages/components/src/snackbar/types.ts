/** Types of the Snackbar's and the SnackbarList's props. */

import type { StoreNoticeData } from '../store-notice/types';

/**
 * Props of {@link SnackbarList}.
 *
 * @example
 * const props: SnackbarListProps = { notices: snackbarNotices, onRemove: ( id ) => removeNotice( id, 'wc/cart' ) };
 */
export interface SnackbarListProps {
	/** The snackbar notices, oldest first. */
	notices: StoreNoticeData[];
	/** Removes a notice, once its exit transition has run. */
	onRemove: ( id: string ) => void;
	/** Extra class names. @default undefined */
	className?: string;
}

/**
 * Props of {@link Snackbar}.
 *
 * @example
 * const props: SnackbarProps = { notice, onRemove: () => removeNotice( notice.id ) };
 */
export interface SnackbarProps {
	/** The notice shown. */
	notice: StoreNoticeData;
	/** Called when the notice has left (after its 10 s and its 500 ms exit, or after a dismiss). */
	onRemove: () => void;
}
