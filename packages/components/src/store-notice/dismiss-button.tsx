/** The "Dismiss this notice" cross that notice banners and snackbars both show. */

import { __ } from '@wordpress/i18n';

import { CrossIcon } from '../utils/cross-icon';
import type { NoticeDismissButtonProps } from './types';

/**
 * The dismiss button of a notice: a 20 px cross labelled "Dismiss this
 * notice". Internal to the package: the banner and the snackbar render it,
 * each with its own class.
 *
 * @example
 * <NoticeDismissButton className="wc-block-components-notice-snackbar__dismiss" onClick={ dismiss } />
 */
export function NoticeDismissButton( { className, onClick }: NoticeDismissButtonProps ) {
	return (
		<button
			type="button"
			className={ className }
			aria-label={ __( 'Dismiss this notice', 'cesta' ) }
			onClick={ onClick }
		>
			<CrossIcon size={ 20 } />
		</button>
	);
}
