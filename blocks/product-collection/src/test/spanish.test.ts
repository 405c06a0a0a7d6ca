/**
 * The Spanish shop: with the es_ES catalogue loaded, the block's markup, its
 * buttons' states and WooCommerce's collection names speak Spanish.
 */
import { resetLocaleData } from '@wordpress/i18n';

import {
	enhanceAddToCartButtons,
	getProductCollection,
	loadProductCollection,
	renderProductCollectionMarkup,
} from '@cesta/block-product-collection';
import { loadTranslations } from '@cesta/i18n';
import { setupMockShop, waitUntil } from '@cesta/test-utils';

setupMockShop();

beforeAll( () => {
	expect( loadTranslations( 'es_ES' ) ).toBe( true );
} );

afterAll( () => resetLocaleData( undefined, 'cesta' ) );

afterEach( () => document.body.replaceChildren() );

describe( 'given the Spanish shop (es_ES)', () => {
	it( 'when the on-sale list with pagination is printed › its texts are Spanish', async () => {
		const attributes = {
			collection: 'woocommerce/product-collection/on-sale',
			query: { perPage: 2 },
		};
		const page = await loadProductCollection( attributes );
		document.body.innerHTML = renderProductCollectionMarkup( { attributes, ...page } );

		const price = document.querySelector( '.wc-block-components-product-price' )!;
		expect(
			[ ...price.querySelectorAll( '.screen-reader-text' ) ].map(
				( text ) => text.textContent
			)
		).toEqual( [ 'El precio original era: €59.90.', 'El precio actual es: €44.90.' ] );
		const nav = document.querySelector( 'nav' )!;
		expect( nav.getAttribute( 'aria-label' ) ).toBe( 'Paginación' );
		expect( nav.querySelector( '.wp-block-query-pagination-next' )?.textContent ).toBe(
			'Página siguiente'
		);
	} );

	it( 'when a product is added › the "View cart" link and the announcement are Spanish', async () => {
		const page = await loadProductCollection( {
			query: { woocommerceHandPickedProducts: [ 21 ] },
		} );
		document.body.innerHTML = renderProductCollectionMarkup( page );
		const stop = enhanceAddToCartButtons( document.body, { navigate: () => undefined } );
		const button = document.querySelector< HTMLButtonElement >(
			'button[data-product_id="21"]'
		)!;

		button.click();
		await waitUntil( () => button.classList.contains( 'added' ) );

		expect( document.querySelector( 'a.added_to_cart' )?.textContent ).toBe( 'Ver carrito' );
		expect( document.querySelector( '[aria-live="polite"]' )?.textContent ).toBe(
			'“Arrocera” se ha añadido a tu carrito.'
		);
		stop();
	} );

	it( "when WooCommerce's collections are listed › their titles are Spanish", () => {
		expect( getProductCollection( 'woocommerce/product-collection/on-sale' )?.title ).toBe(
			'Productos en oferta'
		);
	} );
} );
