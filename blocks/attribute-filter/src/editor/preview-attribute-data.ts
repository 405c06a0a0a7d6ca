/** The attribute the editor's preview lists: the first attribute of the sample products, with their terms and counts. */
import { createPreviewProducts } from '@cesta/mocks/preview';

import type { AttributeFilterData } from '../markup/render-attribute-filter-markup';

/**
 * The first attribute of the sample products of `@cesta/mocks/preview` (the
 * T-shirt's colours), its terms and how many sample products have each:
 * what the preview lists, with no Store API request.
 *
 * @example
 * previewAttributeFilterData().terms.map( ( term ) => term.name ); // [ 'Azul', 'Rojo' ]
 */
export function previewAttributeFilterData(): AttributeFilterData {
	const products = createPreviewProducts();
	const attribute = products.flatMap( ( product ) => product.attributes )[ 0 ]!;
	const count = ( termId: number ) =>
		products.filter( ( product ) =>
			product.attributes.some(
				( { id, terms } ) =>
					id === attribute.id && terms.some( ( term ) => term.id === termId )
			)
		).length;
	return {
		attribute: { id: attribute.id, name: attribute.name, taxonomy: attribute.taxonomy ?? '' },
		terms: attribute.terms.map( ( term ) => ( {
			id: term.id,
			name: term.name,
			slug: term.slug,
			description: '',
			parent: 0,
			count: count( term.id ),
		} ) ),
	};
}
