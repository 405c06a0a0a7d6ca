/** Stories of the ProductBadges: on sale, low stock, on backorder. */

import { ProductBadges } from '.';

export default {
	title: 'Components/ProductBadges',
	component: ProductBadges,
	args: {
		regularPrice: '4999',
		price: '3999',
		quantity: 1,
		currency: { code: 'EUR', symbol: '€', minorUnit: 2, prefix: '€', suffix: '' },
	},
};

export const Sale = {};

export const LowStock = { args: { lowStockRemaining: 3 } };

export const Backorder = { args: { showBackorderBadge: true } };
