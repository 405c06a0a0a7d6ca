/** Stories of the SnackbarList: a success and an error notice. */

import { SnackbarList } from '.';

export default {
	title: 'Components/Snackbar',
	component: SnackbarList,
	args: {
		onRemove: () => undefined,
		notices: [
			{
				id: 'removed',
				status: 'success',
				content: '"Ventilador de pie" was removed from your cart.',
			},
			{ id: 'coupon', status: 'error', content: 'Coupon "X" could not be removed.' },
		],
	},
};

export const TwoNotices = {};
