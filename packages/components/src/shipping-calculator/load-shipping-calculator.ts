/** Loads the shipping calculator form on demand, in a chunk of its own. */

import { createOnDemandLoader } from '../utils/on-demand';

/**
 * The shipping calculator form, loaded on demand: bundlers put it (with the
 * address validation and postcode patterns it needs) in a chunk of its own,
 * so pages do not pay for it until a shopper opens the calculator.
 *
 * @example
 * const form = useOnDemand( shippingCalculatorLoader );
 */
export const shippingCalculatorLoader = createOnDemandLoader( () =>
	import( './component' ).then( ( module ) => module.ShippingCalculator )
);

/**
 * Starts loading the shipping calculator form (once; after a failure,
 * calling again retries), e.g. when the shopper points at its toggle.
 *
 * @example
 * <Button onMouseEnter={ () => loadShippingCalculator().catch( () => {} ) }>Calculate</Button>
 */
export function loadShippingCalculator(): Promise< unknown > {
	return shippingCalculatorLoader.load();
}
