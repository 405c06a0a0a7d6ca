/** How the demo's variable products show their attributes in the Add to Cart form. */

import type { SwatchSettings } from '@cesta/block-add-to-cart-form';

/**
 * Colours as colour swatches, sizes as label swatches, as a swatches plugin
 * set up by the shop would print them.
 *
 * @example
 * renderAddToCartFormMarkup( { product, variations, swatches: DEMO_SWATCHES } );
 */
export const DEMO_SWATCHES: SwatchSettings = {
	pa_color: {
		type: 'color',
		options: {
			rojo: { color: '#c0392b' },
			azul: { color: '#1f5fa8' },
			negro: { color: '#1e1e1e' },
			gris: { color: '#8a8f94' },
			blanco: { color: '#f5f5f5' },
		},
	},
	pa_talla: { type: 'label' },
};
