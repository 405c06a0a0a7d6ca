export { Skeleton, SkeletonLoader } from './component';
export { useMinimumVisible } from './hook';
export type { SkeletonLoaderProps, SkeletonProps } from './types';
