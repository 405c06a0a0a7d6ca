/** Stories of the Panel: closed and open. */

import { Panel } from '.';

export default {
	title: 'Components/Panel',
	component: Panel,
	args: { title: 'Add coupons', children: 'Coupon code', hasBorder: true },
};

export const Closed = {};

export const Open = { args: { initialOpen: true } };
