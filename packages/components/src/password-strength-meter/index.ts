/** Public surface of the PasswordStrengthMeter. */

export { PasswordStrengthMeter } from './component';
export { usePasswordScore } from './hook';
export type { PasswordStrengthMeterProps, PasswordStrengthScorer } from './types';
