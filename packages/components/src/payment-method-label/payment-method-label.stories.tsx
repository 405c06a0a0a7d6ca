/** Stories of the PaymentMethodLabel: with the bank icon, with the card icon, text only. */

import { PaymentMethodLabel } from '.';

export default {
	title: 'Components/PaymentMethodLabel',
	component: PaymentMethodLabel,
	args: { text: 'Transferencia bancaria', icon: 'bank' },
};

export const Bank = {};

export const Card = { args: { text: 'Tarjeta de crédito', icon: 'card' } };

export const TextOnly = { args: { text: 'Contra reembolso', icon: '' } };
