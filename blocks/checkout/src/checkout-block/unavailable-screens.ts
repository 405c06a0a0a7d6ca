/** The screens a checkout shows instead of its form (empty cart, log-in required), downloaded only when one is needed. */

export { EmptyCheckout } from './empty-checkout';
export { MustLogInPrompt } from './must-log-in';
