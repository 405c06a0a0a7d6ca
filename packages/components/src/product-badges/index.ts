/** Public surface of the product badges. */

export {
	ProductBackorderBadge,
	ProductBadge,
	ProductBadges,
	ProductLowStockBadge,
	ProductSaleBadge,
} from './component';
export type {
	ProductBadgeProps,
	ProductBadgesProps,
	ProductLowStockBadgeProps,
	ProductSaleBadgeProps,
} from './types';
