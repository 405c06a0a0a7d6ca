/** Stories of the Spinner: decorative and announced. */

import { Spinner } from '.';

export default {
	title: 'Components/Spinner',
	component: Spinner,
};

export const Decorative = {};

export const Announced = {
	args: { screenReaderLabel: 'Loading your cart…' },
};
