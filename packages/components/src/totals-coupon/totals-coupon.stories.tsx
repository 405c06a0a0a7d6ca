/** Stories of the TotalsCoupon: closed, open, with an error, applying. */

import { TotalsCoupon } from '.';

export default {
	title: 'Components/TotalsCoupon',
	component: TotalsCoupon,
	args: {
		onSubmit: async ( code: string ) => code.toUpperCase() === 'DESCUENTO10',
	},
};

export const Closed = {};

export const Open = { args: { initialOpen: true } };

export const WithError = {
	args: { initialOpen: true, errorMessage: 'Coupon "NOEXISTE" does not exist!' },
};

export const Applying = { args: { initialOpen: true, isLoading: true } };
