/** Public surface of the Snackbar, the SnackbarList and the snackbar timer. */

export { Snackbar, SnackbarList } from './component';
export { useSnackbarTimer } from './hook';
export type { SnackbarListProps, SnackbarProps } from './types';
