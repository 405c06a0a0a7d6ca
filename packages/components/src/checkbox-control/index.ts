/** Public surface of the CheckboxControl. */

export { CheckboxControl } from './component';
export type { CheckboxControlProps } from './types';
