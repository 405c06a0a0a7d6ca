export { Button } from './component';
export type { ButtonProps } from './types';
