export { Snackbar, SnackbarList } from './component';
export { useSnackbarTimer } from './hook';
export type { SnackbarListProps, SnackbarProps } from './types';
