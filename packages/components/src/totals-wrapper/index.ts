export { TotalsWrapper } from './component';
export type { TotalsWrapperProps } from './types';
