/** Public surface of the PaymentMethodLabel. */

export { PaymentMethodLabel } from './component';
export type { PaymentMethodLabelIconName, PaymentMethodLabelProps } from './types';
