/** Stories of the PlaceOrderButton: ready, with the total, disabled, processing, redirecting. */

import { PlaceOrderButton } from '.';

const EUR = { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' };

export default {
	title: 'Components/PlaceOrderButton',
	component: PlaceOrderButton,
	args: { label: 'Place Order', onClick: () => undefined },
};

export const Ready = {};

export const WithTotal = { args: { totalPrice: '7434', currency: EUR, fullWidth: true } };

export const Disabled = { args: { disabled: true } };

export const Processing = { args: { isProcessing: true } };

export const Redirecting = { args: { isRedirecting: true } };
