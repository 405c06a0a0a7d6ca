/** Public surface of the AddressCard, its on-demand loader and its address formatter. */

export { AddressCard } from './component';
export { formatAddressLines } from './format-address';
export { addressCardLoader } from './load-address-card';
export type { AddressFormatInput } from './format-address';
export type { AddressCardProps } from './types';
