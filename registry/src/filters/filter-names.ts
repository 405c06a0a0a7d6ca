/** The checkout filter names of the reference, the price-format ones, and the value each filter carries. */

import type { CartCoupon } from '@cesta/types';

/**
 * The checkout filters the blocks apply (wc-blocks-api §5.2), in the table's
 * order. Plugins register functions under these names.
 *
 * @example
 * CHECKOUT_FILTER_NAMES.includes( 'totalLabel' ); // true
 */
export const CHECKOUT_FILTER_NAMES = Object.freeze( [
	'itemName',
	'cartItemPrice',
	'subtotalPriceFormat',
	'saleBadgePriceFormat',
	'showRemoveItemLink',
	'cartItemClass',
	'coupons',
	'totalLabel',
	'totalValue',
	'placeOrderButtonLabel',
	'proceedToCheckoutButtonLabel',
	'proceedToCheckoutButtonLink',
	'showApplyCouponNotice',
	'showRemoveCouponNotice',
	'additionalCartCheckoutInnerBlockTypes',
] as const );

/**
 * One of the checkout filter names.
 *
 * @example
 * const name: CheckoutFilterName = 'cartItemClass';
 */
export type CheckoutFilterName = ( typeof CHECKOUT_FILTER_NAMES )[ number ];

/**
 * The filters whose value is a price format: their result must keep the
 * `<price/>` tag, or it is discarded.
 *
 * @example
 * PRICE_FORMAT_FILTER_NAMES; // [ 'cartItemPrice', 'subtotalPriceFormat', 'saleBadgePriceFormat', 'totalValue' ]
 */
export const PRICE_FORMAT_FILTER_NAMES = Object.freeze( [
	'cartItemPrice',
	'subtotalPriceFormat',
	'saleBadgePriceFormat',
	'totalValue',
] as const satisfies readonly CheckoutFilterName[] );

/**
 * Whether `filterName` is a price-format filter.
 *
 * @example
 * isPriceFormatFilter( 'subtotalPriceFormat' ); // true
 */
export function isPriceFormatFilter( filterName: string ): boolean {
	return ( PRICE_FORMAT_FILTER_NAMES as readonly string[] ).includes( filterName );
}

/**
 * The type of value each checkout filter receives and must return.
 *
 * @example
 * const label: CheckoutFilterValues[ 'totalLabel' ] = 'Total a pagar';
 */
export interface CheckoutFilterValues {
	itemName: string;
	cartItemPrice: string;
	subtotalPriceFormat: string;
	saleBadgePriceFormat: string;
	showRemoveItemLink: boolean;
	cartItemClass: string;
	coupons: Array< CartCoupon & { label: string } >;
	totalLabel: string;
	totalValue: string;
	placeOrderButtonLabel: string;
	proceedToCheckoutButtonLabel: string;
	proceedToCheckoutButtonLink: string;
	showApplyCouponNotice: boolean;
	showRemoveCouponNotice: boolean;
	additionalCartCheckoutInnerBlockTypes: string[];
}
