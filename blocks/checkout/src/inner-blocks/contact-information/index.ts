/** The contact information step: its component and its block metadata. */

export { ContactInformationBlock } from './contact-information-block';
export { CONTACT_INFORMATION_BLOCK_METADATA } from './metadata';
export { getLoginToCheckoutUrl } from './login-prompt';
export { readAccountSettings } from './create-account';
