/** Public surface of the Label. */

export { Label } from './component';
export type { LabelProps } from './types';
