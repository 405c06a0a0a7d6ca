/** Public surface of @cesta/types. */

export { ADDRESS_KEYS } from './address';

export type {
	AddressKey,
	BillingAddress,
	CartAddress,
	ShippingAddress,
	ShippingDestination,
} from './address';
export type {
	BatchMethod,
	BatchRequest,
	BatchRequestItem,
	BatchResponse,
	BatchResponseItem,
} from './batch';
export type { Cart, CartCoupon, CartFee, CartResponse, CartTotals, TaxLine } from './cart';
export type {
	CartItem,
	CartItemData,
	CartItemPrices,
	CartItemTotals,
	CartItemVariation,
	CatalogVisibility,
	PriceRangeAmounts,
	QuantityLimits,
	RawPrices,
} from './cart-item';
export type {
	CheckoutDraftUpdateRequest,
	CheckoutRequest,
	CheckoutResponse,
	OrderStatus,
	PaymentDataItem,
	PaymentResultResponse,
	PaymentStatus,
} from './checkout';
export type {
	AttributeQuery,
	AttributeTerm,
	CollectionDataResponse,
	PriceRange,
	ProductAttribute,
	ProductCategory,
	ProductReview,
} from './collections';
export type { CurrencyResponse, MinorUnitAmount } from './currency';
export type { ApiErrorData, ApiErrorDetail, ApiErrorResponse, CartErrorItem } from './errors';
export type { ImageResponse } from './image';
export type { OrderItem, OrderResponse, OrderTotals } from './order';
export type {
	ProductAddToCart,
	ProductAttributeReference,
	ProductAttributeTermReference,
	ProductPrices,
	ProductResponse,
	ProductTermReference,
	ProductVariationReference,
	StockStatus,
} from './product';
export type {
	AddItemRequest,
	CouponRequest,
	ExtensionCartUpdateRequest,
	NamespaceIndexResponse,
	RemoveItemRequest,
	RouteDescription,
	SelectShippingRateRequest,
	UpdateCustomerRequest,
	UpdateItemRequest,
} from './requests';
export type {
	PickupMetaKey,
	ShippingPackage,
	ShippingPackageItem,
	ShippingRate,
	ShippingRateMetaData,
} from './shipping';
