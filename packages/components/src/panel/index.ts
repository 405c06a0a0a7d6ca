/** Public surface of the Panel. */

export { Panel } from './component';
export type { PanelProps } from './types';
