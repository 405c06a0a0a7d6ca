/** useExpressPaymentAreaNeeded: whether the express payment area can show anything, so blocks skip loading it. */

import { canSeeDiagnostics, useIsEditor } from '../payment-methods/diagnostics';
import { useRegisteredExpressPaymentMethods } from './use-registered-express-payment-methods';

/**
 * Whether {@link ExpressPaymentMethods} can show anything: an express method
 * is registered (re-rendering when a plugin registers one later), or the
 * viewer sees diagnostics (administrators and the editor get its notices and
 * "No registered Payment Methods"). Shoppers on a shop without express
 * methods get `false`, so a block can skip loading the area altogether.
 *
 * @example
 * const needed = useExpressPaymentAreaNeeded();
 * return needed ? <LazyExpressArea /> : null;
 */
export function useExpressPaymentAreaNeeded( isEditor?: boolean ): boolean {
	const detectedEditor = useIsEditor();
	const registered = useRegisteredExpressPaymentMethods();
	return Object.keys( registered ).length > 0 || canSeeDiagnostics( isEditor ?? detectedEditor );
}
