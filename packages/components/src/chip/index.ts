export { Chip, RemovableChip } from './component';
export type { ChipProps, RemovableChipProps } from './types';
