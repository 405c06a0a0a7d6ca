/** Public surface of the Title. */

export { Title } from './component';
export type { TitleProps } from './types';
