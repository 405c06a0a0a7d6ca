/** Public surface of the AddressCard and its address formatter. */

export { AddressCard } from './component';
export { formatAddressLines } from './format-address';
export type { AddressFormatInput } from './format-address';
export type { AddressCardProps } from './types';
