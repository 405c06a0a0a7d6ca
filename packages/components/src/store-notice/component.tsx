/** The StoreNotice: a notice banner by status, errors and warnings as alerts, with a dismiss button. */

import { cx } from '../utils/cx';
import { NoticeDismissButton } from './dismiss-button';
import type { StoreNoticeProps } from './types';
import './style.css';

const ICON_PATHS: Record< string, string > = {
	error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1 4h2v6h-2zm0 8h2v2h-2z',
	warning: 'M12 3 2 20h20L12 3zm-1 6h2v5h-2zm0 7h2v2h-2z',
	success:
		'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1.5 13L6 11.5l1.4-1.4 3.1 3.1 6.1-6.1L18 8.5 10.5 16z',
	info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1 7h2v7h-2zm0-3h2v2h-2z',
};

/**
 * A notice banner (`wc-block-components-notice-banner is-<status>`). Errors
 * and warnings are alerts, announced at once; other notices are polite status
 * messages. A dismissible notice has a "Dismiss this notice" button.
 *
 * @example
 * <StoreNotice status="error" onRemove={ () => removeNotice( id ) }>
 * 	There was a problem with your shipping option.
 * </StoreNotice>
 */
export function StoreNotice( {
	status = 'default',
	children,
	summary,
	isDismissible = true,
	onRemove,
	className,
}: StoreNoticeProps ) {
	const iconPath = ICON_PATHS[ status ] ?? ICON_PATHS.info;
	const urgent = status === 'error' || status === 'warning';
	return (
		<div
			className={ cx(
				'wc-block-store-notice',
				'wc-block-components-notice-banner',
				`is-${ status }`,
				isDismissible && onRemove && 'is-dismissible',
				className
			) }
			role={ urgent ? 'alert' : 'status' }
		>
			<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
				<path d={ iconPath } fill="currentColor" />
			</svg>
			<div className="wc-block-components-notice-banner__content">
				{ summary && (
					<p className="wc-block-components-notice-banner__summary">{ summary }</p>
				) }
				{ children }
			</div>
			{ isDismissible && onRemove && (
				<NoticeDismissButton
					className="wc-block-components-button wc-block-components-notice-banner__dismiss"
					onClick={ onRemove }
				/>
			) }
		</div>
	);
}
