/** Public surface of the Drawer and its modal hooks. */

export { Drawer } from './component';
export { useDrawerClose } from './hook';
export { useBodyScrollLock } from './use-body-scroll-lock';
export { getTabbableElements, useFocusTrap } from './use-focus-trap';
export type { DrawerProps } from './types';
