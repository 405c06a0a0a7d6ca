export { Title } from './component';
export type { TitleProps } from './types';
