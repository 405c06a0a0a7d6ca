/**
 * Server HTML in the variation data (price_html, descriptions, stock, weight)
 * is rendered only through @cesta/sanitize: scripts, event handlers and
 * unsafe links never reach the page, the text stays.
 */
import { screen } from '@testing-library/react';

import { advance } from '@cesta/test-utils';

import type { AvailableVariation } from '../types';
import { FORM_PRODUCTS, openForm, setupFormShop } from './form-shop';

setupFormShop();

afterEach( () => {
	delete ( window as { hacked?: boolean } ).hacked;
} );

const HOSTILE: Partial< AvailableVariation > = {
	price_html:
		'<span class="price">€34.95<img src="x" onerror="window.hacked=true"><script>window.hacked=true</script></span>',
	variation_description:
		'<p>Felpa <a href="javascript:window.hacked=true">suave</a><iframe src="https://evil.example"></iframe></p>',
	availability_html:
		'<p class="stock in-stock" onmouseover="window.hacked=true">10 disponibles</p>',
	weight_html: '0.6 kg<svg onload="window.hacked=true"></svg>',
	sku: '<b>SUD</b>',
};

describe( 'server HTML in the variation details', () => {
	it( 'given hostile price_html, description, stock and weight › shows their text without scripts, handlers, frames or unsafe links', async () => {
		const { user } = await openForm( FORM_PRODUCTS.HOODIE, {
			editVariations: ( variations ) =>
				variations.map( ( variation ) =>
					variation.variation_id === 82 ? { ...variation, ...HOSTILE } : variation
				),
		} );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 's' );
		await advance( 300 );
		// DOMPurify loads on demand; until then the HTML shows as plain text.
		await advance( 100 );
		const details = document.querySelector( '.single_variation' ) as HTMLElement;
		expect( details ).toHaveTextContent( '€34.95' );
		expect( details ).toHaveTextContent( 'Felpa suave' );
		expect( details ).toHaveTextContent( '10 disponibles' );
		expect( details ).toHaveTextContent( '0.6 kg' );
		expect( details.querySelectorAll( 'script, img, iframe, svg' ) ).toHaveLength( 0 );
		expect( details.innerHTML ).not.toMatch( /onerror|onmouseover|onload|javascript:/i );
		expect( screen.getByText( '<b>SUD</b>' ) ).toBeInTheDocument();
		expect( ( window as { hacked?: boolean } ).hacked ).toBeUndefined();
	} );

	it( 'given a variation image with a javascript: URL › shows the product image instead', async () => {
		const { user, product: hoodie } = await openForm( FORM_PRODUCTS.HOODIE, {
			editVariations: ( variations ) =>
				variations.map( ( variation ) => ( {
					...variation,
					image: { src: 'javascript:window.hacked=true', alt: '' },
				} ) ),
		} );
		await user.selectOptions( screen.getByRole( 'combobox', { name: 'Talla' } ), 's' );
		await advance( 300 );
		expect( screen.getByRole( 'img' ) ).toHaveAttribute( 'src', hoodie.images[ 0 ]!.src );
		expect( document.querySelector( 'img[src^="javascript"]' ) ).toBeNull();
	} );
} );
