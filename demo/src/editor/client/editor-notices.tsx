/** The block editor's snackbar notices ("Copied …", …), shown as WordPress's editors show them. */

import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * The snackbar notices the block editor creates in WordPress's notices
 * store (copying a block, …), dismissable, at the foot of the playground.
 *
 * @example
 * <EditorNotices />
 */
export function EditorNotices() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			notices={ notices }
			className="cesta-playground__notices"
			onRemove={ removeNotice }
		/>
	);
}
