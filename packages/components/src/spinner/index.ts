/** Public surface of the Spinner. */

export { Spinner } from './component';
export type { SpinnerProps } from './types';
