/** Public surface of the Skeleton, the SkeletonLoader and their minimum-visible hook. */

export { Skeleton, SkeletonLoader } from './component';
export { useMinimumVisible } from './hook';
export type { SkeletonLoaderProps, SkeletonProps } from './types';
