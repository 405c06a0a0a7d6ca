/** Tests of the preloaded variation list a product page prints for its variation form. */

import { availableVariations, createEngine } from '@cesta/mocks';

describe( 'availableVariations', () => {
	const engine = createEngine();

	it( 'given the variable hoodie › lists every variation with the same data get_variation answers', () => {
		const variations = availableVariations( engine.deps, 80 );

		expect( variations.length ).toBeGreaterThan( 1 );
		expect( variations.find( ( variation ) => variation.variation_id === 86 ) ).toMatchObject( {
			attributes: { attribute_pa_color: 'gris', attribute_pa_talla: 's' },
			sku: 'SUD-001-GRIS-S',
			min_qty: 2,
			max_qty: 4,
			is_in_stock: true,
		} );
		expect( new Set( variations.map( ( variation ) => variation.variation_id ) ).size ).toBe(
			variations.length
		);
	} );

	it( 'given a simple product or an unknown id › lists nothing', () => {
		expect( availableVariations( engine.deps, 17 ) ).toEqual( [] );
		expect( availableVariations( engine.deps, 999999 ) ).toEqual( [] );
	} );
} );
