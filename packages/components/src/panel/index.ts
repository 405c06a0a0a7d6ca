export { Panel } from './component';
export type { PanelProps } from './types';
