/** Stories of the RadioControl: shipping options, disabled, with a hidden legend. */

import { RadioControl } from '.';

export default {
	title: 'Components/RadioControl',
	component: RadioControl,
	args: {
		label: 'Shipping options',
		selected: 'flat_rate:1',
		onChange: () => undefined,
		options: [
			{ value: 'flat_rate:1', label: 'Tarifa plana', secondaryLabel: '€4.95' },
			{ value: 'free_shipping:2', label: 'Envío gratuito', secondaryLabel: 'Gratis' },
			{
				value: 'pickup_location:0',
				label: 'Recogida en tienda',
				description: 'Calle Gran Vía 1, 28013 Madrid',
			},
		],
	},
};

export const Shipping = {};

export const Disabled = { args: { disabled: true } };

export const HiddenLegend = { args: { hideLabel: true } };
