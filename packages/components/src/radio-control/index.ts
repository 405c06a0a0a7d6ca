/** Public surface of the RadioControl. */

export { RadioControl } from './component';
export type { RadioControlOption, RadioControlProps } from './types';
