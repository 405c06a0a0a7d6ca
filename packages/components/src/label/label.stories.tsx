/** Stories of the Label: visible, with screen-reader text, screen-reader only. */

import { Label } from '.';

export default {
	title: 'Components/Label',
	component: Label,
	args: { label: 'Subtotal' },
};

export const Visible = {};

export const WithScreenReaderText = {
	args: { label: '2', screenReaderLabel: '2 items in cart' },
};

export const ScreenReaderOnly = {
	args: { label: undefined, screenReaderLabel: 'Loading price…' },
};
