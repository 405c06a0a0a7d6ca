/** Public surface of the TextInput. */

export { TextInput } from './component';
export type { TextInputProps } from './types';
