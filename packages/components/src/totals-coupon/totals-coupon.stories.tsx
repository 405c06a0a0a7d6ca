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
	args: {
		initialOpen: true, // The shop's message, in its language.
		errorMessage: '¡El cupón "NOEXISTE" no existe!',
	},
};

export const Applying = { args: { initialOpen: true, isLoading: true } };
