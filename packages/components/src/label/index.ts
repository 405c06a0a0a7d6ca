export { Label } from './component';
export type { LabelProps } from './types';
