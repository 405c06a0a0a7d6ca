/** Stories of the Title: level two and level three. */

import { Title } from '.';

export default {
	title: 'Components/Title',
	component: Title,
	args: { children: 'Cart totals', headingLevel: '2' },
};

export const LevelTwo = {};

export const LevelThree = { args: { headingLevel: '3', children: 'Order summary' } };
