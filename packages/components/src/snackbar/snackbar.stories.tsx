/** Stories of the SnackbarList: a success and an error notice. */

import { __, sprintf } from '@wordpress/i18n';

import { SnackbarList } from '.';

export default {
	title: 'Components/Snackbar',
	component: SnackbarList,
	args: { onRemove: () => undefined },
};

/** The cart's messages, made when shown so they are translated; the error is the shop's, in Spanish. */
export const TwoNotices = {
	render: ( args: Record< string, unknown > ) => (
		<SnackbarList
			onRemove={ () => undefined }
			{ ...args }
			notices={ [
				{
					id: 'removed',
					status: 'success',
					content: sprintf(
						__( '"%s" was removed from your cart.', 'cesta' ),
						'Ventilador de pie'
					),
				},
				{ id: 'coupon', status: 'error', content: '¡El cupón "X" no existe!' },
			] }
		/>
	),
};
