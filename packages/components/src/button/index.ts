/** Public surface of the Button. */

export { Button } from './component';
export type { ButtonProps } from './types';
