/** Public surface of @cesta/blocks-checkout. */

export {
	CHECKOUT_PLUGIN_SCOPE,
	DISCOUNTS_META_SLOT_NAME,
	EXPRESS_BUTTON_DEFAULT_BORDER_RADIUS_PX,
	EXPRESS_BUTTON_DEFAULT_HEIGHT_PX,
	EXPRESS_PAYMENT_PLACEHOLDER_COUNT,
	ORDER_LOCAL_PICKUP_PACKAGES_SLOT_NAME,
	ORDER_META_SLOT_NAME,
	ORDER_SHIPPING_PACKAGES_SLOT_NAME,
} from './constants';
export { CheckboxControl } from '@cesta/components';

export { buildPaymentMethodInterface } from './payment-method-interface/build-payment-method-interface';
export { buildCartTotal, buildCartTotalItems } from './payment-method-interface/cart-total-items';
export { paymentMethodComponents } from './payment-method-interface/components';
export { expressButtonAttributes } from './payment-method-interface/express-button-attributes';
export { buildPaymentStatus } from './payment-method-interface/payment-status';
export { buildShippingStatus } from './payment-method-interface/shipping-status';
export { usePaymentMethodInterface } from './payment-method-interface/use-payment-method-interface';
export { useValidateCheckout } from './payment-method-interface/use-validate-checkout';
export { scrollToFirstError, validateCheckout } from './payment-method-interface/validate-checkout';

export { PaymentMethods } from './payment-methods/payment-methods';
export { PaymentMethodErrorBoundary } from './payment-methods/payment-method-error-boundary';
export { RadioControlAccordion } from './payment-methods/radio-control-accordion';
export {
	showRegistrationErrorNotices,
	useRegistrationErrorNotices,
} from './payment-methods/registration-error-notices';
export { savedTokenOptionLabel } from './payment-methods/saved-token-label';
export { ExpressPaymentMethods } from './express-payment-methods/express-payment-methods';
export { useExpressPaymentAreaNeeded } from './express-payment-methods/use-express-payment-area-needed';

export { StoreNoticesContainer } from './notices/store-notices-container';
export { ValidationInputError } from './notices/validation-input-error';
export { ExtensionErrorBoundary } from './error-boundary/extension-error-boundary';

export { createSlotFill, hasValidFills, useSlot } from './slot-fill/create-slot-fill';
export {
	ExperimentalDiscountsMeta,
	ExperimentalOrderLocalPickupPackages,
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
} from './slot-fill/experimental-slot-fills';
export { SlotFillProvider } from './slot-fill/slot-fill-provider';
export { PluginArea, resolvePluginsApi } from './plugins/plugin-area';
export {
	cestaPluginsApi,
	getPlugin,
	getPlugins,
	registerPlugin,
	unregisterPlugin,
} from './plugins/plugin-registry';

export { extensionCartUpdate } from './extension-cart-update';

export type { ExtensionCartUpdateArgs } from './extension-cart-update';
export type { PaymentMethodInterfaceInput } from './payment-method-interface/build-payment-method-interface';
export type { PaymentStatusFlags } from './payment-method-interface/payment-status';
export type { ShippingErrorStatusValue } from './payment-method-interface/shipping-status';
export type {
	CartTotalItem,
	PaymentMethodBilling,
	PaymentMethodCartData,
	PaymentMethodCheckoutStatus,
	PaymentMethodComponents,
	PaymentMethodEmitResponse,
	PaymentMethodInterface,
	PaymentMethodPaymentStatus,
	PaymentMethodShippingData,
	PaymentMethodShippingStatus,
} from './payment-method-interface/types';
export type {
	ExpressButtonAttributes,
	ExpressPaymentMethodInterface,
	PaymentMethodLabelElementProps,
	RegularPaymentMethodProps,
	SavedTokenComponentProps,
} from './payment-method-interface/element-props';
export type { PaymentMethodInterfaceOptions } from './payment-method-interface/use-payment-method-interface';
export type { PaymentMethodsProps } from './payment-methods/payment-methods';
export type { PaymentMethodErrorBoundaryProps } from './payment-methods/payment-method-error-boundary';
export type {
	RadioControlAccordionOption,
	RadioControlAccordionProps,
} from './payment-methods/radio-control-accordion';
export type { ExpressPaymentMethodsProps } from './express-payment-methods/express-payment-methods';
export type { StoreNoticesContainerProps } from './notices/store-notices-container';
export type { ExtensionErrorBoundaryProps } from './error-boundary/extension-error-boundary';
export type { SlotFill } from './slot-fill/create-slot-fill';
export type {
	ExperimentalSlotFill,
	ExperimentalSlotProps,
} from './slot-fill/experimental-slot-fills';
export type { SlotFillProviderProps } from './slot-fill/slot-fill-provider';
export type { PluginAreaProps } from './plugins/plugin-area';
export type { WcApis, WcGlobals, WpGlobals } from './globals/types';
export type { Plugin, PluginSettings, PluginsApi } from './plugins/plugin-registry';
