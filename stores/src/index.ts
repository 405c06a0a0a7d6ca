/** Public surface of @cesta/data: the `wc/store/*` stores, their keys, side effects, hooks and types. */

export { cartStore } from './cart';
export { STORE_KEY as CART_STORE_KEY } from './cart/constants';
export { startCartSideEffects } from './cart/side-effects';
export { pushCustomerData, addressFieldErrorId } from './cart/side-effects/push-changes';
export {
	getCartShippingErrorStatus,
	getShippingErrorStatus,
	SHIPPING_ERROR_STATUS,
} from './cart/shipping-status';
export { checkoutStore } from './checkout';
export { STATUS as CHECKOUT_STATUS, STORE_KEY as CHECKOUT_STORE_KEY } from './checkout/constants';
export { buildCheckoutPayload } from './checkout/payload';
export {
	contactFieldErrorId,
	orderFieldErrorId,
	withoutFieldsInError,
} from './checkout/field-error-ids';
export { startCheckoutProcessor } from './checkout/processor';
export { SHIPPING_RATES_ERROR_ID } from './checkout/processor/built-in-validation';
export { submitCheckout } from './checkout/submit';
export { collectionsStore } from './collections';
export { STORE_KEY as COLLECTIONS_STORE_KEY } from './collections/constants';
export { schemaStore } from './schema';
export { STORE_KEY as SCHEMA_STORE_KEY } from './schema/constants';
export { paymentStore } from './payment';
export { startPaymentMethodsAvailability } from './payment/availability';
export {
	PAYMENT_ERROR_NOTICE_ID,
	STATUS as PAYMENT_STATUS,
	STORE_KEY as PAYMENT_STORE_KEY,
} from './payment/constants';
export { validationStore } from './validation';
export { STORE_KEY as VALIDATION_STORE_KEY } from './validation/constants';
export { storeNoticesStore } from './store-notices';
export { processErrorResponse } from './store-notices/process-error-response';
export { STORE_KEY as STORE_NOTICES_STORE_KEY } from './store-notices/constants';
export {
	getContainerContexts,
	getErrorDetails,
	getNoticeContextForCode,
	getNoticeContextForDetail,
	routeApiError,
} from './store-notices/routing';
export { queryStateStore } from './query-state';
export { STORE_KEY as QUERY_STATE_STORE_KEY } from './query-state/constants';
export {
	CHECKOUT_EVENTS,
	DEFAULT_OBSERVER_PRIORITY,
	PAYMENT_EVENTS,
	SHIPPING_EVENTS,
	checkoutEvents,
	checkoutEventsEmitter,
	createEventEmitter,
	createEventRegistration,
	eventRegistration,
	isErrorResponse,
	isFailResponse,
	isObserverResponse,
	isSuccessResponse,
	noticeContexts,
	responseTypes,
	shouldRetry,
} from './events';
export {
	API_BLOCK_NAMESPACE,
	CUSTOMER_DATA_PUSH_DEBOUNCE_MS,
	DIRTY_FLAG_WRITE_DEBOUNCE_MS,
	DRAFT_ORDER_SYNC_DEBOUNCE_MS,
	PAYMENT_AVAILABILITY_REFRESH_DEBOUNCE_MS,
	QUANTITY_UPDATE_DEBOUNCE_MS,
} from './constants';
export {
	COUPON_VALIDATION_ERROR_ID,
	getCouponErrorMessage,
	readStoreCart,
	useBillingAddress,
	useCheckoutProcessor,
	useCheckoutSubmit,
	useCollection,
	useExpressPaymentMethods,
	usePaymentMethods,
	useQueryStateByContext,
	useQueryStateByKey,
	useShippingAddress,
	useShippingData,
	useStoreCart,
	useStoreCartCoupons,
	useStoreCartItemQuantity,
	useStoreNotices,
	useValidation,
	withCountryReset,
} from './hooks';
export {
	EMPTY_CART_COUPONS,
	EMPTY_CART_CROSS_SELLS,
	EMPTY_CART_ERRORS,
	EMPTY_CART_FEES,
	EMPTY_CART_ITEM_ERRORS,
	EMPTY_CART_ITEMS,
	EMPTY_EXTENSIONS,
	EMPTY_PAYMENT_METHODS,
	EMPTY_PAYMENT_REQUIREMENTS,
	EMPTY_SHIPPING_RATES,
	EMPTY_TAX_LINES,
} from './utils/empty';

export type { AddressPatch, CartMeta, CartState } from './cart/types';
export type { CheckoutPayloadInput } from './checkout/payload';
export type { CheckoutProcessorOptions } from './checkout/processor';
export type { CollectionEntry, CollectionsState } from './collections/types';
export type { SchemaState } from './schema/types';
export type {
	CheckoutSubmit,
	CollectionOptions,
	ContainerNotice,
	ShippingData,
	StoreCart,
	StoreCartCoupons,
	StoreCartItemQuantity,
} from './hooks';
export type {
	AdditionalValues,
	AddressType,
	CheckoutState,
	CheckoutStatus,
	ExtensionData,
} from './checkout/types';
export type {
	PaymentResult,
	PaymentState,
	PaymentStoreStatus,
	PlainPaymentMethod,
	PlainPaymentMethods,
	SavedPaymentMethod,
	SavedPaymentMethods,
} from './payment/types';
export type {
	FieldValidationStatus,
	FieldValidityReport,
	FieldValidityTrigger,
	ValidationState,
} from './validation/types';
export type { ErrorDetail, RoutedNotice, StoreNoticesState } from './store-notices/types';
export type { QueryState } from './query-state/types';
export type {
	CheckoutAfterProcessingData,
	EventEmitter,
	EventRegistrar,
	EventRegistration,
	ObserverCallback,
	ObserverResponse,
	ObserverResponseMeta,
	ResponseType,
} from './events';
