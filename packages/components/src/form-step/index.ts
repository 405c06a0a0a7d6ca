/** Public surface of the FormStep. */

export { FormStep } from './component';
export type { FormStepProps } from './types';
