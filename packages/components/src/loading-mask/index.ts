/** Public surface of the LoadingMask. */

export { LoadingMask } from './component';
export type { LoadingMaskProps } from './types';
