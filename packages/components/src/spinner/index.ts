export { Spinner } from './component';
export type { SpinnerProps } from './types';
