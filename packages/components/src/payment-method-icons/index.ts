/** Public surface of the PaymentMethodIcons and the supported payment brands. */

export { isPaymentBrandId, PAYMENT_BRANDS, SUPPORTED_PAYMENT_ICONS } from './brands';
export { PaymentMethodIcons } from './component';
export type { PaymentBrand, PaymentBrandId } from './brands';
export type { PaymentMethodIcon, PaymentMethodIconImage, PaymentMethodIconsProps } from './types';
