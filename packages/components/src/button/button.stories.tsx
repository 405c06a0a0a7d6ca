/** Stories of the Button: contained, outlined, busy, disabled, as a link. */

import { Button } from '.';

export default {
	title: 'Components/Button',
	component: Button,
	args: { children: 'Apply' },
};

export const Contained = {};

export const Outlined = { args: { variant: 'outlined' } };

export const Busy = { args: { showSpinner: true, children: 'Place Order' } };

export const Disabled = { args: { disabled: true } };

export const AsLink = { args: { href: '#checkout', children: 'Proceed to Checkout' } };
