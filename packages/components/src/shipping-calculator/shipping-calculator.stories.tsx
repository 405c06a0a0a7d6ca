/** Stories of the ShippingCalculator: a Spanish address, empty, a country whose states are unknown. */

import { ShippingCalculator } from '.';
import { EXAMPLE_COUNTRIES, EXAMPLE_STATES } from '../stories-data';

export default {
	title: 'Components/ShippingCalculator',
	component: ShippingCalculator,
	args: {
		address: { country: 'ES', state: 'M', city: 'Madrid', postcode: '28014' },
		countries: EXAMPLE_COUNTRIES,
		states: EXAMPLE_STATES,
		onUpdate: async () => true,
	},
};

export const Spain = {};

export const Empty = { args: { address: {} } };

export const UnknownStates = { args: { address: { country: 'GB', city: 'London' } } };
