/** The cart's express payment buttons with their "Or" separator: the chunk the express payment block loads. */

import { ExpressPaymentMethods } from '@cesta/blocks-checkout';

/**
 * The cart's express payment buttons with the separator "Or" (spec 2 §2),
 * from `@cesta/blocks-checkout`; in the editor preview the methods' `edit`
 * elements. Its own chunk: {@link CartExpressPaymentBlock} loads it only when
 * it can show something.
 *
 * @example
 * <ExpressPaymentArea isPreview={ false } />
 */
export function ExpressPaymentArea( { isPreview }: { isPreview: boolean } ) {
	return <ExpressPaymentMethods context="cart" isEditor={ isPreview || undefined } />;
}
