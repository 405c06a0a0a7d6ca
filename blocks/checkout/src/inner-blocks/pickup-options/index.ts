/** The pickup locations block: its component, metadata and the location select extensions receive. */

export { LocalPickupSelect } from './local-pickup-select';
export { PICKUP_OPTIONS_BLOCK_METADATA } from './metadata';
export { PickupOptionsBlock } from './pickup-options-block';

export type { LocalPickupSelectProps } from './local-pickup-select';
