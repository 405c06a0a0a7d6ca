/** Public surface of the ProductMetadata, ProductSummary and ProductDetails. */

export { ProductDetails, ProductMetadata, ProductSummary } from './component';
export type { ProductDetailsProps, ProductMetadataProps, ProductSummaryProps } from './types';
