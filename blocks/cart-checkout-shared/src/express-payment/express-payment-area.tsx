/** The express payment buttons with their separator: the chunk the express payment block loads. */

import { ExpressPaymentMethods } from '@cesta/blocks-checkout';

/**
 * The express payment buttons of the cart ("Or" under them) or the checkout
 * ("Express Checkout" above, "Or continue below" under them), spec 2 §2,
 * from `@cesta/blocks-checkout`; in the editor preview the methods' `edit`
 * elements. Its own chunk: the express payment block loads it only when it
 * can show something.
 *
 * @example
 * <ExpressPaymentArea context="cart" isPreview={ false } />
 */
export function ExpressPaymentArea( {
	context,
	isPreview,
}: {
	context: 'cart' | 'checkout';
	isPreview: boolean;
} ) {
	return <ExpressPaymentMethods context={ context } isEditor={ isPreview || undefined } />;
}
