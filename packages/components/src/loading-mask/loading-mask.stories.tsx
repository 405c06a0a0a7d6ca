/** Stories of the LoadingMask: loading and idle. */

import { LoadingMask } from '.';

export default {
	title: 'Components/LoadingMask',
	component: LoadingMask,
	args: {
		isLoading: true,
		showSpinner: true,
		screenReaderLabel: 'Applying coupon…',
		children: 'Cart totals',
	},
};

export const Loading = {};

export const Idle = { args: { isLoading: false } };
