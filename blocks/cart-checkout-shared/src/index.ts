/** Public surface of @cesta/cart-checkout-shared. */

export {
	CART_BLOCK_CONFIG,
	CHECKOUT_BLOCK_CONFIG,
	EDITOR_SETTING_NAME,
	SKELETON_SHOW_DELAY_MS,
} from './constants';
export { createContainerBlock } from './container-block';
export { createExpressPaymentBlock } from './express-payment/express-payment-block';
export { joinClassNames } from './join-class-names';
export { useCartLoadFailure } from './hooks/use-cart-load-failure';
export { useDelayedFlag } from './hooks/use-delayed-flag';
export { useFilterCart } from './hooks/use-filter-cart';
export { useInnerBlockAttributes } from './hooks/use-inner-block-attributes';
export { useInnerBlockCartProps } from './hooks/use-inner-block-cart-props';
export { useLineItemFilters } from './hooks/use-line-item-filters';
export { useShippingCalculator } from './hooks/use-shipping-calculator';
export { CartLineItemsTable } from './line-items/cart-line-items-table';
export { LineItemsTable } from './line-items/line-items-table';
export { TopLevelBlockContext, useTopLevelBlockContext } from './layout/top-level-block-context';
export { TopLevelBlockLayout } from './layout/top-level-block-layout';
export { TotalsLiveRegion } from './layout/totals-live-region';
export {
	HEADING_BLOCK_ATTRIBUTES,
	SHIPPING_BLOCK_ATTRIBUTES,
	TAXES_BLOCK_ATTRIBUTES,
} from './order-summary/attributes';
export { createCouponFormBlock } from './order-summary/coupon-form-block';
export { createDiscountBlock } from './order-summary/discount-block';
export { FeeBlock } from './order-summary/fee-block';
export { createOrderSummaryHeadingBlock } from './order-summary/heading-block';
export { createOrderSummaryBlock, OrderTotal } from './order-summary/order-summary-block';
export { createShippingBlock } from './order-summary/shipping-block';
export type { ShippingBlockOptions } from './order-summary/shipping-block';
export { ShippingRateSelector } from './order-summary/shipping-rate-selector';
export { getShippingRateCost, getShippingRateName } from './order-summary/shipping-rate-values';
export { SubtotalBlock } from './order-summary/subtotal-block';
export { createTaxesBlock } from './order-summary/taxes-block';
export { isEditorPreview } from './preview/is-editor-preview';
export { loadPreviewCart, setPreviewCartLoader } from './preview/preview-cart-loader';
export { PreviewShield } from './preview/preview-shield';
export { usePreviewCart } from './preview/use-preview-cart';

export type { TopLevelBlockConfig } from './constants';
export type { InnerBlockAttributesMetadata } from './hooks/use-inner-block-attributes';
export type { LineItemContext, LineItemFilters } from './hooks/use-line-item-filters';
export type { ShippingCalculatorConnection } from './hooks/use-shipping-calculator';
export type { CartLineItemsTableProps } from './line-items/cart-line-items-table';
export type { LineItemRowProps } from './line-items/line-item-row';
export type { LineItemsTableProps } from './line-items/line-items-table';
export type { TopLevelBlockContextValue } from './layout/top-level-block-context';
export type { TopLevelBlockLayoutProps } from './layout/top-level-block-layout';
export type { OrderSummaryHeadingBlockOptions } from './order-summary/heading-block';
export type { PreviewCartLoader } from './preview/preview-cart-loader';
export type { PreviewCartStatus } from './preview/use-preview-cart';
export type { InnerBlockOptions, InnerBlockProps } from './types';
