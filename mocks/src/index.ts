/** Public surface of @cesta/mocks. */

export {
	IDEMPOTENCY_KEY_HEADER,
	MAX_BATCH_REQUESTS,
	MAX_REQUEST_BODY_BYTES,
	NONCE_LIFETIME_S,
	PREVIEW_QUANTITY_MAXIMUM,
	QUANTITY_MAXIMUM_DEFAULT,
	STORE_API_NONCE_ACTION,
	WP_REST_NONCE_ACTION,
} from './engine/core/constants';
export { DEFAULT_SETTINGS } from './engine/core/context';
export { createEngine } from './engine/engine';
export { StoreApiError } from './engine/core/errors';
export { MESSAGES, translate } from './engine/core/messages';
export { TEST_CARD_TOKENS } from './engine/checkout/payments';
export { checkoutFieldsSetting } from './engine/checkout/fields-setting';
export {
	GIFT_NOTE_FIELD,
	NEWSLETTER_FIELD,
	SAMPLE_ADDITIONAL_FIELDS,
	SAMPLE_CORE_FIELDS,
} from './engine/core/field-settings';
export { availableVariations } from './engine/cart/classic';
export { placeholderSvg, sampleShop } from './fixtures';
export { SWATCHES_AJAX_ACTION, SWATCHES_NONCE_ACTION } from './handlers/classic';
export { createFaultController } from './handlers/faults';
export { createHandlers } from './handlers/msw';
export {
	GatewaysConfigError,
	declaredGatewayFixture,
	parseGatewaysConfig,
	withDeclaredGateways,
} from './gateways';
export {
	createPreviewCart,
	createPreviewProducts,
	createPreviewVariableProduct,
	previewPaymentMethods,
} from './preview';

export type { CollectionDataFlags, CollectionPage } from './engine/catalogue/product-routes';
export type { SavedPaymentMethodSetting } from './engine/checkout/saved-cards';
export type { AddItemInput } from './engine/cart/cart-items';
export type { PlaceOrderInput, UpdateCheckoutInput } from './engine/checkout/checkout-input';
export type { EngineContext, EngineOptions, ShopSettings } from './engine/core/context';
export type {
	CheckoutFieldsSetting,
	PrintedAdditionalField,
	PrintedField,
} from './engine/checkout/fields-setting';
export type {
	AdditionalFieldSetting,
	CoreFieldSettings,
	FieldVisibility,
	LocalisedText,
} from './engine/core/field-settings';
export type { Engine } from './engine/engine';
export type { MessageId, SiteLocale } from './engine/core/messages';
export type { CurrencySettings } from './engine/core/money';
export type { AttributeFilter, ProductQuery } from './engine/catalogue/product-query';
export type { TermQuery } from './engine/catalogue/terms';
export type { CartLine, SessionState } from './engine/core/types';
export type {
	AttributeFixture,
	BankAccountFixture,
	CouponFixture,
	CustomerFixture,
	ImageFixture,
	PaymentGatewayFixture,
	PaymentTokenFixture,
	PickupLocationFixture,
	ProductAttributeFixture,
	ProductFixture,
	ReviewFixture,
	ShippingMethodFixture,
	ShippingZoneFixture,
	ShopFixtures,
	StockFixture,
	StoreFixture,
	TaxRateFixture,
	TermFixture,
} from './fixtures/types';
export type { FaultController, FaultSpec } from './handlers/faults';
export type {
	DeclaredGateway,
	GatewaysConfig,
	OutcomesByPaymentData,
	ScriptedOutcome,
} from './gateways';
export type { HandlersOptions, StoreApiHandlers } from './handlers/msw';
export type {
	PreviewAvailableVariation,
	PreviewPaymentMethod,
	PreviewVariableProduct,
} from './preview';
