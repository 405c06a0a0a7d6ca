/** The Snackbar and the SnackbarList: notices that announce themselves and go after 10 s or a dismiss. */

import { SanitizedHtml } from '../sanitized-html';
import { NoticeDismissButton } from '../store-notice/dismiss-button';
import { cx } from '../utils/cx';
import { useSnackbarTimer } from './hook';
import type { SnackbarListProps, SnackbarProps } from './types';
import './style.css';

/**
 * One snackbar notice: said as it is added to its list, a polite live region
 * (its own role status, errors alert), gone after 10 s with a 500 ms exit
 * transition, or when its dismiss button is pressed.
 *
 * @example
 * <Snackbar notice={ notice } onRemove={ () => removeNotice( notice.id ) } />
 */
export function Snackbar( { notice, onRemove }: SnackbarProps ) {
	const { isExiting, dismiss, pauseProps } = useSnackbarTimer( onRemove );
	return (
		<div
			className={ cx(
				'wc-block-components-notice-snackbar',
				`is-${ notice.status }`,
				isExiting && 'is-exiting'
			) }
			{ ...pauseProps }
		>
			<div
				className="wc-block-components-notice-snackbar__content"
				role={ notice.status === 'error' ? 'alert' : 'status' }
			>
				<SanitizedHtml tagName="span" html={ notice.content } />
			</div>
			{ ( notice.isDismissible ?? true ) && (
				<NoticeDismissButton
					className="wc-block-components-notice-snackbar__dismiss"
					onClick={ dismiss }
				/>
			) }
		</div>
	);
}

/**
 * The stack of snackbar notices, in the corner of the page: a polite live
 * region (each snackbar read as it is added), rendered even without notices
 * so it is in the page before the first one is added to it (a snackbar's own
 * `role="status"`, inserted together with its text, is often not read out).
 *
 * @example
 * <SnackbarList notices={ snackbars } onRemove={ ( id ) => removeNotice( id, 'wc/cart' ) } />
 */
export function SnackbarList( { notices, onRemove, className }: SnackbarListProps ) {
	return (
		<div
			className={ cx( 'wc-block-components-notice-snackbar-list', className ) }
			aria-live="polite"
			// Each snackbar is read as it is added, not the whole stack again.
			aria-atomic="false"
		>
			{ notices.map( ( notice ) => (
				<Snackbar
					key={ notice.id }
					notice={ notice }
					onRemove={ () => onRemove( notice.id ) }
				/>
			) ) }
		</div>
	);
}
