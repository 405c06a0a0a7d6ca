export { LoadingMask } from './component';
export type { LoadingMaskProps } from './types';
