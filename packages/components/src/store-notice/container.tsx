/** The StoreNoticesContainer: one context's notices as banners (errors grouped, spec §8) and snackbars. */

import { __ } from '@wordpress/i18n';

import { SanitizedHtml } from '../sanitized-html';
import { SnackbarList } from '../snackbar';
import { cx } from '../utils/cx';
import { StoreNotice } from './component';
import type { StoreNoticeData, StoreNoticesContainerProps } from './types';

const isSnackbar = ( notice: StoreNoticeData ) => notice.type === 'snackbar';

/**
 * The notices of one context: several errors are gathered in one banner under
 * the summary "Please fix the following errors before continuing" (spec §8),
 * other notices get a banner each (in a `wc-block-components-notices` block,
 * rendered only when there is one), and snackbar notices go to the snackbar
 * list, which is always rendered: a screen reader reads a snackbar because it
 * is added to that live region. Notice texts may carry server HTML and are
 * rendered sanitised.
 *
 * @example
 * <StoreNoticesContainer context="wc/cart" notices={ notices } onRemove={ ( id ) => removeNotice( id, 'wc/cart' ) } />
 */
export function StoreNoticesContainer( {
	notices,
	onRemove,
	context,
	className,
}: StoreNoticesContainerProps ) {
	const banners = notices.filter( ( notice ) => ! isSnackbar( notice ) );
	const snackbars = notices.filter( isSnackbar );
	const errors = banners.filter( ( notice ) => notice.status === 'error' );
	const others = banners.filter( ( notice ) => notice.status !== 'error' );
	const content = ( notice: StoreNoticeData ) => (
		<SanitizedHtml tagName="span" html={ notice.content } />
	);

	return (
		<>
			{ banners.length > 0 && (
				<div
					className={ cx( 'wc-block-components-notices', className ) }
					data-context={ context }
				>
					{ errors.length === 1 && (
						<StoreNotice
							status="error"
							isDismissible={ errors[ 0 ]!.isDismissible ?? true }
							onRemove={ () => onRemove( errors[ 0 ]!.id ) }
						>
							{ content( errors[ 0 ]! ) }
						</StoreNotice>
					) }
					{ errors.length > 1 && (
						<StoreNotice
							status="error"
							summary={ __(
								'Please fix the following errors before continuing',
								'cesta'
							) }
							isDismissible={ errors.every(
								( notice ) => notice.isDismissible ?? true
							) }
							onRemove={ () => errors.forEach( ( notice ) => onRemove( notice.id ) ) }
						>
							<ul>
								{ errors.map( ( notice ) => (
									<li key={ notice.id }>{ content( notice ) }</li>
								) ) }
							</ul>
						</StoreNotice>
					) }
					{ others.map( ( notice ) => (
						<StoreNotice
							key={ notice.id }
							status={ notice.status }
							isDismissible={ notice.isDismissible ?? true }
							onRemove={ () => onRemove( notice.id ) }
						>
							{ content( notice ) }
						</StoreNotice>
					) ) }
				</div>
			) }
			{ /* Always there, even empty: it is the live region its snackbars are said through. */ }
			<SnackbarList notices={ snackbars } onRemove={ onRemove } />
		</>
	);
}
