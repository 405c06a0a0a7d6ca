/** Stories of the StoreNotice: error, success, info, and grouped errors. */

import { __, sprintf } from '@wordpress/i18n';

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
	args: { status: 'success' },
	// The cart's message, made when shown so it is translated.
	render: ( args: Record< string, unknown > ) => (
		<StoreNotice status="success" onRemove={ () => undefined } { ...args }>
			{ sprintf(
				__( 'Coupon code "%s" has been applied to your cart.', 'cesta' ),
				'DESCUENTO10'
			) }
		</StoreNotice>
	),
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
				{
					id: 'postcode',
					status: 'error',
					content: __( 'Please enter a valid postcode', 'cesta' ),
				},
				{
					id: 'email',
					status: 'error',
					content: __( 'Please enter a valid email address', 'cesta' ),
				},
			] }
		/>
	),
};
