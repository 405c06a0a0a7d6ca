/** Public surface of @cesta/components. */

export {
	AddressAutocompleteInput,
	AddressAutocompleteInputOnDemand,
	loadAddressAutocompleteInput,
	splitByMatches,
	useAddressAutocomplete,
} from './address-autocomplete-input';
export { AddressCard, addressCardLoader, formatAddressLines } from './address-card';
export { AddressForm, getAddressFieldId, getAutocompleteValue } from './address-form';
export { Button } from './button';
export { CheckboxControl } from './checkbox-control';
export { Chip, RemovableChip } from './chip';
export {
	AUTOCOMPLETE_BLUR_CLOSE_DELAY_MS,
	AUTOCOMPLETE_MAX_SUGGESTIONS,
	AUTOCOMPLETE_MIN_CHARACTERS,
	AUTOCOMPLETE_SEARCH_DEBOUNCE_MS,
	AUTOCOMPLETE_SELECTION_LOCK_MS,
	CHARACTER_COUNT_ANNOUNCE_DELAY_MS,
	CONTAINER_WIDTH_BREAKPOINTS,
	CONTAINER_WIDTH_MOBILE_CLASS,
	DEFAULT_ADDRESS_FORMAT,
	DEFAULT_DESCRIPTION_WORD_LIMIT,
	DRAWER_CLOSE_DELAY_MS,
	MIN_TARGET_SIZE_PX,
	PRICE_HTML_ALLOWED_ATTR,
	PRICE_HTML_ALLOWED_TAGS,
	QUANTITY_TYPING_COMMIT_DELAY_MS,
	REDUCED_MOTION_QUERY,
	SKELETON_MIN_VISIBLE_MS,
	SNACKBAR_AUTO_DISMISS_MS,
	SNACKBAR_TRANSITION_MS,
} from './constants';
export {
	ContainerWidthContext,
	ContainerWidthContextProvider,
	getContainerWidthClass,
	useContainerWidthClass,
	useContainerWidthContext,
} from './container-width';
export {
	Drawer,
	getTabbableElements,
	useBodyScrollLock,
	useDrawerClose,
	useFocusTrap,
} from './drawer';
export { FormattedMonetaryAmount } from './formatted-monetary-amount';
export { FormStep } from './form-step';
export { Label } from './label';
export { LoadingMask } from './loading-mask';
export { OrderSummaryItem } from './order-summary-item';
export { Panel } from './panel';
export {
	isPaymentBrandId,
	PAYMENT_BRANDS,
	PaymentMethodIcons,
	SUPPORTED_PAYMENT_ICONS,
} from './payment-method-icons';
export { PasswordStrengthMeter, usePasswordScore } from './password-strength-meter';
export { PaymentMethodLabel } from './payment-method-label';
export { PlaceOrderButton } from './place-order-button';
export {
	ProductBackorderBadge,
	ProductBadge,
	ProductBadges,
	ProductLowStockBadge,
	ProductSaleBadge,
} from './product-badges';
export { ProductImage } from './product-image';
export { ProductDetails, ProductMetadata, ProductSummary } from './product-metadata';
export { ProductName } from './product-name';
export { ProductPrice } from './product-price';
export { QuantitySelector, useQuantitySelector } from './quantity-selector';
export { RadioControl } from './radio-control';
export { SanitizedHtml } from './sanitized-html';
export { Select } from './select';
export {
	loadShippingCalculator,
	ShippingCalculator,
	ShippingCalculatorOnDemand,
	useShippingCalculator,
	validateCalculatorAddress,
} from './shipping-calculator';
export { Skeleton, SkeletonLoader, useMinimumVisible } from './skeleton';
export { Snackbar, SnackbarList, useSnackbarTimer } from './snackbar';
export { Spinner } from './spinner';
export { StoreNotice, StoreNoticesContainer } from './store-notice';
export { countCharacters, limitCharacters, Textarea } from './textarea';
export { TextInput } from './text-input';
export { Title } from './title';
export { TotalsCoupon, useCouponForm } from './totals-coupon';
export { TotalsDiscount } from './totals-discount';
export { TotalsFees } from './totals-fees';
export { TotalsFooterItem } from './totals-footer-item';
export { TotalsItem } from './totals-item';
export {
	describeSelectedRates,
	formatDestination,
	isPickupRate,
	TotalsShipping,
} from './totals-shipping';
export { TotalsSubtotal } from './totals-subtotal';
export { TotalsTaxes } from './totals-taxes';
export { TotalsWrapper } from './totals-wrapper';
export { createOnDemandLoader, useOnDemand } from './utils/on-demand';
export { prefersReducedMotion, useReducedMotion } from './utils/use-reduced-motion';
export { getValidationErrorId, ValidationInputError } from './validation-input-error';

export type {
	AddressAutocompleteInputProps,
	AddressSuggestion,
	AddressSuggestionMatch,
} from './address-autocomplete-input';
export type { AddressCardProps, AddressFormatInput } from './address-card';
export type {
	AddressFormErrors,
	AddressFormFieldDefinition,
	AddressFormFieldInputProps,
	AddressFormHandle,
	AddressFormProps,
	AddressFormValues,
} from './address-form';
export type { ButtonProps } from './button';
export type { CheckboxControlProps } from './checkbox-control';
export type { ChipProps, RemovableChipProps } from './chip';
export type {
	ContainerWidthClass,
	ContainerWidthContextProviderProps,
	ContainerWidthContextValue,
} from './container-width';
export type { DrawerProps } from './drawer';
export type { FormattedMonetaryAmountProps } from './formatted-monetary-amount';
export type { FormStepProps } from './form-step';
export type { LabelProps } from './label';
export type { LoadingMaskProps } from './loading-mask';
export type { OrderSummaryItemProps } from './order-summary-item';
export type { PanelProps } from './panel';
export type {
	PaymentBrand,
	PaymentBrandId,
	PaymentMethodIcon,
	PaymentMethodIconImage,
	PaymentMethodIconsProps,
} from './payment-method-icons';
export type { PasswordStrengthMeterProps, PasswordStrengthScorer } from './password-strength-meter';
export type { PaymentMethodLabelIconName, PaymentMethodLabelProps } from './payment-method-label';
export type { PlaceOrderButtonProps } from './place-order-button';
export type {
	ProductBadgeProps,
	ProductBadgesProps,
	ProductLowStockBadgeProps,
	ProductSaleBadgeProps,
} from './product-badges';
export type { ProductImageProps } from './product-image';
export type {
	ProductDetailsProps,
	ProductMetadataProps,
	ProductSummaryProps,
} from './product-metadata';
export type { ProductNameProps } from './product-name';
export type { ProductPriceProps } from './product-price';
export type {
	QuantitySelectorOptions,
	QuantitySelectorProps,
	QuantitySelectorState,
} from './quantity-selector';
export type { RadioControlOption, RadioControlProps } from './radio-control';
export type { SanitizedHtmlProps } from './sanitized-html';
export type { SelectOption, SelectProps } from './select';
export type {
	ShippingCalculatorAddress,
	ShippingCalculatorField,
	ShippingCalculatorProps,
} from './shipping-calculator';
export type { SkeletonLoaderProps, SkeletonProps } from './skeleton';
export type { SnackbarListProps, SnackbarProps } from './snackbar';
export type { SpinnerProps } from './spinner';
export type {
	NoticeStatus,
	StoreNoticeData,
	StoreNoticeProps,
	StoreNoticesContainerProps,
} from './store-notice';
export type { TextareaProps } from './textarea';
export type { TextInputProps } from './text-input';
export type { TitleProps } from './title';
export type { CouponFormOptions, TotalsCouponProps } from './totals-coupon';
export type { TotalsDiscountProps } from './totals-discount';
export type { TotalsFeesProps } from './totals-fees';
export type { TotalsFooterItemProps } from './totals-footer-item';
export type { TotalsItemProps } from './totals-item';
export type { TotalsShippingProps } from './totals-shipping';
export type { TotalsSubtotalProps } from './totals-subtotal';
export type { TotalsTaxesProps } from './totals-taxes';
export type { TotalsWrapperProps } from './totals-wrapper';
export type { OnDemandLoader, OnDemandState } from './utils/on-demand';
export type { ValidationInputErrorProps } from './validation-input-error';
