/** Public surface of the Textarea and its character helpers. */

export { countCharacters, limitCharacters } from './characters';
export { Textarea } from './component';
export type { TextareaProps } from './types';
