/** Stories of the StoreNotice: error, success, info, and grouped errors. */

import { StoreNotice, StoreNoticesContainer } from '.';

export default {
	title: 'Components/StoreNotice',
	component: StoreNotice,
	args: {
		status: 'error',
		children: 'There was a problem with your shipping option.',
		onRemove: () => undefined,
	},
};

export const Error = {};

export const Success = {
	args: { status: 'success', children: 'Coupon code "DESCUENTO10" has been applied.' },
};

export const Info = {
	args: {
		status: 'info',
		children: 'Totals will be recalculated when a valid shipping method is selected.',
	},
};

export const GroupedErrors = {
	render: () => (
		<StoreNoticesContainer
			context="wc/checkout"
			onRemove={ () => undefined }
			notices={ [
				{ id: 'postcode', status: 'error', content: 'Please enter a valid postcode' },
				{ id: 'email', status: 'error', content: 'Please enter a valid email address' },
			] }
		/>
	),
};
