/** The additional information step: its component and its block metadata. */

export { AdditionalInformationBlock } from './additional-information-block';
export { ADDITIONAL_INFORMATION_BLOCK_METADATA } from './metadata';
