export { TextInput } from './component';
export type { TextInputProps } from './types';
