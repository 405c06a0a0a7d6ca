/** Public surface of the Chip and the RemovableChip. */

export { Chip, RemovableChip } from './component';
export type { ChipProps, RemovableChipProps } from './types';
