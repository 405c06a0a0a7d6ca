/** The sample products the editor lists instead of real ones. */
import { createPreviewProducts } from '@cesta/mocks/preview';
import type { ProductResponse } from '@cesta/types';

/**
 * The sample products the editor lists instead of real ones: the fan, the
 * T-shirt (variable, so it links to its page) and the rice cooker of
 * `@cesta/mocks/preview`, with the sample shop's prices, as a fresh copy on
 * each call. Their buttons read the block's own translated texts.
 *
 * @example
 * previewProducts().map( ( product ) => product.name ); // [ 'Ventilador de pie', 'Camiseta', 'Arrocera' ]
 */
export function previewProducts(): ProductResponse[] {
	// The sample shop's button texts are Spanish; without them the markup
	// falls back to the block's texts, in the editor's language.
	return createPreviewProducts().map( ( product ) => ( {
		...product,
		add_to_cart: { ...product.add_to_cart, text: '', description: '' },
	} ) );
}
