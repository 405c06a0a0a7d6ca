/** Stories of the PaymentMethodIcons: a few cards, and every supported brand. */

import { PaymentMethodIcons, SUPPORTED_PAYMENT_ICONS } from '.';

export default {
	title: 'Components/PaymentMethodIcons',
	component: PaymentMethodIcons,
	args: { icons: [ 'visa', 'mastercard', 'amex', 'maestro' ], align: 'left' },
};

export const Cards = {};

export const EverySupportedBrand = { args: { icons: SUPPORTED_PAYMENT_ICONS, align: 'center' } };
