import { __ } from '@wordpress/i18n';

import { SanitizedHtml } from '../sanitized-html';
import { cx } from '../utils/cx';
import { useSnackbarTimer } from './hook';
import type { SnackbarListProps, SnackbarProps } from './types';
import './style.css';

/**
 * One snackbar notice: announced politely (errors as alerts), gone after
 * 10 s with a 500 ms exit transition, or when its dismiss button is pressed.
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
				<button
					type="button"
					className="wc-block-components-notice-snackbar__dismiss"
					aria-label={ __( 'Dismiss this notice', 'cesta' ) }
					onClick={ dismiss }
				>
					<svg
						viewBox="0 0 24 24"
						width="20"
						height="20"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d="M7 7l10 10M17 7L7 17"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
						/>
					</svg>
				</button>
			) }
		</div>
	);
}

/**
 * The stack of snackbar notices, in the corner of the page.
 *
 * @example
 * <SnackbarList notices={ snackbars } onRemove={ ( id ) => removeNotice( id, 'wc/cart' ) } />
 */
export function SnackbarList( { notices, onRemove, className }: SnackbarListProps ) {
	if ( notices.length === 0 ) {
		return null;
	}
	return (
		<div className={ cx( 'wc-block-components-notice-snackbar-list', className ) }>
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
