/**
 * The sample variable product of the editor preview: the hoodie of
 * `@cesta/mocks/preview` (plain data in the Store API and
 * `available_variations` shapes, so the preview needs no request) with the
 * shop's placeholder image, and the swatches it shows.
 */
import { createPreviewVariableProduct } from '@cesta/mocks/preview';
import { PLACEHOLDER_IMG_SRC } from '@cesta/settings';
import type { ProductResponse } from '@cesta/types';

import type { AvailableVariation, SwatchSettings } from '../types';

// The shop's placeholder image: the preview loads nothing from the catalogue.
const placeholder = {
	src: PLACEHOLDER_IMG_SRC,
	thumbnail: PLACEHOLDER_IMG_SRC,
	srcset: '',
	sizes: '',
};

const sample = createPreviewVariableProduct();

/**
 * The hoodie (Color negro/gris × Talla S–XL) as the Store API sends it.
 *
 * @example
 * SAMPLE_VARIABLE_PRODUCT.attributes.map( ( attribute ) => attribute.name ); // [ 'Color', 'Talla' ]
 */
export const SAMPLE_VARIABLE_PRODUCT: ProductResponse = Object.freeze( {
	...sample.product,
	images: sample.product.images.map( ( image ) => ( { ...image, ...placeholder } ) ),
} );

/**
 * The hoodie's variations as its product page preloads them (black XL out of
 * stock, grey XL missing).
 *
 * @example
 * SAMPLE_VARIATIONS[ 0 ]?.sku; // 'SUD-001-NEGRO-S'
 */
export const SAMPLE_VARIATIONS: readonly AvailableVariation[] = Object.freeze(
	sample.variations.map( ( variation ) => ( {
		...variation,
		image: {
			...variation.image,
			...placeholder,
			url: PLACEHOLDER_IMG_SRC,
			full_src: PLACEHOLDER_IMG_SRC,
			thumb_src: PLACEHOLDER_IMG_SRC,
			gallery_thumbnail_src: PLACEHOLDER_IMG_SRC,
		},
	} ) )
);

/**
 * The sample product's swatches: colours as colour swatches, sizes as labels.
 *
 * @example
 * SAMPLE_SWATCHES.pa_color?.type; // 'color'
 */
export const SAMPLE_SWATCHES: SwatchSettings = Object.freeze( {
	pa_color: {
		type: 'color',
		options: { negro: { color: '#2d3436' }, gris: { color: '#b2bec3' } },
	},
	pa_talla: { type: 'label' },
} );
