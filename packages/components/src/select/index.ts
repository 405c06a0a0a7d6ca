/** Public surface of the Select. */

export { Select } from './component';
export type { SelectOption, SelectProps } from './types';
