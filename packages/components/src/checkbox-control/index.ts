export { CheckboxControl } from './component';
export type { CheckboxControlProps } from './types';
