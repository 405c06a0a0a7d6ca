/** Public surface of @cesta/registry. */

export {
	ADDRESS_AUTOCOMPLETE_MAX_SUGGESTIONS,
	ADDRESS_AUTOCOMPLETE_MIN_CHARS,
	ADDRESS_AUTOCOMPLETE_PROVIDERS_SETTING,
	ANY_BLOCK_COMPONENT_CONTEXT,
	CAN_MAKE_PAYMENT_TIMEOUT_MS,
	DEFAULT_PAYMENT_METHOD_FEATURES,
	EXPRESS_BUTTON_STYLE_PROPERTIES,
	EXPRESS_DESCRIPTION_CUT_CHARACTERS,
	EXPRESS_DESCRIPTION_ELLIPSIS,
	EXPRESS_PAYMENTS_NOTICE_CONTEXT,
	PAYMENTS_NOTICE_CONTEXT,
} from './constants';
export { formatRegistrationErrorNotice } from './messages';
export { isBlockComponentLike, isLazyComponentLike, isReactElementLike } from './react-like';

export { addressAutocompleteApi } from './address-autocomplete/api';
export {
	findAddressAutocompleteProvider,
	getActiveAddressAutocompleteProvider,
	getActiveAddressAutocompleteProviders,
	setActiveAddressAutocompleteProvider,
	updateActiveAddressAutocompleteProvider,
} from './address-autocomplete/active-provider';
export {
	connectAddressAutocompleteToCheckout,
	getAddressAutocompleteProviders,
	registerAddressAutocompleteProvider,
	subscribeToAddressAutocompleteProviders,
} from './address-autocomplete/registry';
export {
	getServerAddressAutocompleteProvider,
	getServerAddressAutocompleteProviders,
} from './address-autocomplete/server-providers';
export {
	searchAddressSuggestions,
	selectAddressSuggestion,
} from './address-autocomplete/suggestions';

export { checkPaymentMethodsAvailability } from './payment-methods/availability';
export {
	buildCanMakePaymentArgument,
	deriveSelectedShippingRates,
	getSelectedShippingRate,
} from './payment-methods/can-make-payment-argument';
export {
	featuresCoverRequirements,
	isCanMakePaymentError,
} from './payment-methods/can-make-payment';
export { cutExpressDescription } from './payment-methods/express-payment-method-config';
export { registerPaymentMethodExtensionCallbacks } from './payment-methods/extension-callbacks';
export {
	getRegistrationErrors,
	registrationNoticeId,
	subscribeToRegistrationErrors,
} from './payment-methods/registration-errors';
export {
	__experimentalDeRegisterExpressPaymentMethod,
	__experimentalDeRegisterPaymentMethod,
	getExpressPaymentMethods,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	subscribeToPaymentMethods,
} from './payment-methods/registry';
export { orderPaymentMethodNames, readPaymentMethodSortOrder } from './payment-methods/sort-order';

export {
	getRegisteredBlockComponents,
	getRegisteredInnerBlocks,
	registerBlockComponent,
	registerInnerBlock,
} from './inner-blocks/block-components';
export { hasInnerBlocks, innerBlockAreas } from './inner-blocks/inner-block-areas';
export { getRegisteredBlocks, registerCheckoutBlock } from './inner-blocks/register-checkout-block';

export {
	__experimentalApplyCheckoutFilter,
	applyCheckoutFilter,
} from './filters/apply-checkout-filter';
export {
	CHECKOUT_FILTER_NAMES,
	isPriceFormatFilter,
	PRICE_FORMAT_FILTER_NAMES,
} from './filters/filter-names';
export {
	__experimentalRegisterCheckoutFilters,
	hasCheckoutFilter,
	registerCheckoutFilters,
} from './filters/filter-registry';
export { mustContain, productPriceValidation } from './filters/must-contain';

export type { AddressAutocompleteApi } from './address-autocomplete/api';
export type {
	AddressAutocompleteAddress,
	AddressAutocompleteCheckoutActions,
	AddressAutocompleteMatch,
	AddressAutocompleteProvider,
	AddressAutocompleteSuggestion,
	AddressAutocompleteType,
	ServerAddressAutocompleteProvider,
} from './address-autocomplete/types';
export type {
	BlockComponentLike,
	FunctionComponentLike,
	LazyComponentLike,
	ReactElementLike,
} from './react-like';
export type {
	CheckablePaymentMethod,
	PaymentMethodOutcome,
} from './payment-methods/ask-payment-method';
export type {
	CheckPaymentMethodsAvailabilityOptions,
	PaymentMethodAvailability,
	PaymentMethodAvailabilityError,
} from './payment-methods/availability';
export type {
	CanMakePaymentArgument,
	CanMakePaymentCart,
	CanMakePaymentCartState,
} from './payment-methods/can-make-payment-argument';
export type { PaymentMethodRegistrationError } from './payment-methods/registration-errors';
export type {
	CanMakePaymentCallback,
	CanMakePaymentError,
	CanMakePaymentExtensionCallback,
	CanMakePaymentReturnType,
	ExpressButtonStyleProperty,
	ExpressPaymentMethodConfiguration,
	ExpressPaymentMethodSupports,
	PaymentMethodConfigCreator,
	PaymentMethodConfiguration,
	PaymentMethodExtensionCallbacks,
	PaymentMethodIcon,
	PaymentMethodSupports,
	RegisteredExpressPaymentMethod,
	RegisteredPaymentMethod,
} from './payment-methods/types';
export type { InnerBlockArea } from './inner-blocks/inner-block-areas';
export type {
	BlockComponentOptions,
	CheckoutBlockMetadata,
	CheckoutBlockOptions,
	InnerBlockOptions,
	RegisteredBlock,
} from './inner-blocks/types';
export type { CheckoutFilterName, CheckoutFilterValues } from './filters/filter-names';
export type { FilterRegistry } from './filters/filter-registry';
export type {
	ApplyCheckoutFilterOptions,
	CheckoutFilterArguments,
	CheckoutFilterFunction,
	CheckoutFilters,
} from './filters/types';
