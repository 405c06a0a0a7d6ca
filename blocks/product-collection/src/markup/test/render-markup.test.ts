/** Tests of the server markup: cards for each kind of product, escaping of hostile texts, layouts, pagination links, accessibility. */

import { loadProductCollection } from '@cesta/block-product-collection';
import { renderProductCollectionMarkup } from '@cesta/block-product-collection/markup';
import type { ProductResponse } from '@cesta/types';
import { axe, setupMockShop } from '@cesta/test-utils';

setupMockShop();

let catalogue: ProductResponse[] = [];

beforeAll( async () => {
	catalogue = ( await loadProductCollection( { query: { perPage: 100 } } ) ).products;
} );

const product = ( id: number ): ProductResponse =>
	structuredClone( catalogue.find( ( candidate ) => candidate.id === id )! );

const render = ( html: string ): HTMLElement => {
	const container = document.createElement( 'main' );
	container.innerHTML = html;
	document.body.replaceChildren( container );
	return container;
};

const card = ( container: HTMLElement, id: number ) =>
	container.querySelector< HTMLElement >( `li[data-product-id="${ id }"]` )!;

describe( 'given a product on sale (the fan)', () => {
	it( 'when rendered › the regular price is struck through and the sale price inserted, both hidden, with screen-reader texts', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 17 ) ] } )
		);
		const price = card( container, 17 ).querySelector( '.wc-block-components-product-price' )!;

		expect( price.querySelector( 'del' )?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( price.querySelector( 'del' )?.textContent ).toBe( '€49.99' );
		expect( price.querySelector( 'ins' )?.textContent ).toBe( '€39.99' );
		expect(
			[ ...price.querySelectorAll( '.screen-reader-text' ) ].map(
				( text ) => text.textContent
			)
		).toEqual( [ 'Original price was: €49.99.', 'Current price is: €39.99.' ] );
	} );

	it( 'when rendered › the image has width, height, alt text and links to the product; the name links there too', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 17 ) ] } )
		);
		const image = card( container, 17 ).querySelector( 'img' )!;

		expect( image.getAttribute( 'alt' ) ).toBe( 'Ventilador de pie' );
		expect( image.getAttribute( 'width' ) ).toBe( '300' );
		expect( image.getAttribute( 'height' ) ).toBe( '300' );
		expect( image.closest( 'a' )?.getAttribute( 'href' ) ).toBe( product( 17 ).permalink );
		expect( card( container, 17 ).querySelector( 'h3 a' )?.textContent ).toBe(
			'Ventilador de pie'
		);
	} );

	it( 'given a title level › the names are headings of that level (1–6), level 3 by default as in WooCommerce’s template', () => {
		const names = ( titleLevel?: unknown ) =>
			card(
				render(
					renderProductCollectionMarkup( {
						attributes: { titleLevel } as { titleLevel?: number },
						products: [ product( 17 ) ],
					} )
				),
				17
			).querySelector( '.wc-block-components-product-name' )!.tagName;

		expect( names() ).toBe( 'H3' );
		expect( names( 2 ) ).toBe( 'H2' );
		expect( names( 9 ) ).toBe( 'H6' );
		expect( names( '<script>' ) ).toBe( 'H3' );
	} );

	it( 'when rendered › the add-to-cart button carries the product id, the quantity and the decoded description as its name', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 17 ) ] } )
		);
		const button = card( container, 17 ).querySelector( 'button' )!;

		expect( button.getAttribute( 'type' ) ).toBe( 'button' );
		expect( button.dataset.product_id ).toBe( '17' );
		expect( button.dataset.quantity ).toBe( '1' );
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'Añadir al carrito: “Ventilador de pie”'
		);
		expect( button.textContent ).toBe( 'Añadir al carrito' );
		expect( button.closest( '.wc-block-components-product-button' ) ).not.toBeNull();
		// WooCommerce's classes, with wc-interactive so classic add-to-cart scripts leave it alone.
		expect( button.matches( '.add_to_cart_button.ajax_add_to_cart.wc-interactive' ) ).toBe(
			true
		);
	} );

	it( 'when rendered › the stock text of the Store API shows with its class', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 17 ) ] } )
		);
		const stock = card( container, 17 ).querySelector(
			'.wc-block-components-product-stock-indicator'
		)!;

		expect( stock.textContent ).toBe( '50 disponibles (puede reservarse)' );
		expect( stock.classList ).toContain(
			'wc-block-components-product-stock-indicator--in-stock'
		);
	} );
} );

describe( 'given a product at its regular price with reviews (the blender)', () => {
	it( 'when rendered › one price, and the rating as an image named "Rated 4.50 out of 5" with the review count', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 40 ) ] } )
		);
		const item = card( container, 40 );

		expect( item.querySelector( 'del, ins' ) ).toBeNull();
		expect(
			item.querySelector( '.wc-block-components-product-price__value' )?.textContent
		).toMatch( /^€\d/ );
		const stars = item.querySelector( '.wc-block-components-product-rating__stars' )!;
		expect( stars.getAttribute( 'role' ) ).toBe( 'img' );
		expect( stars.getAttribute( 'aria-label' ) ).toBe( 'Rated 4.50 out of 5' );
		expect( stars.querySelector( 'span' )?.getAttribute( 'style' ) ).toBe( 'width:90%' );
		expect(
			item.querySelector( '.wc-block-components-product-rating__reviews_count' )?.textContent
		).toBe( '2 reviews' );
	} );

	it( 'when a product has no reviews › no rating is shown', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 17 ) ] } )
		);

		expect( container.querySelector( '.wc-block-components-product-rating' ) ).toBeNull();
	} );
} );

describe( 'given a variable product (the T-shirt)', () => {
	it( 'when rendered › its price range shows and its button is a link to its page saying "Select options"', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 27 ) ] } )
		);
		const item = card( container, 27 );

		expect( item.querySelector( '.wc-block-components-product-price' )?.textContent ).toBe(
			'€19.99 – €21.99'
		);
		expect( item.querySelector( 'button' ) ).toBeNull();
		const link = item.querySelector( '.wc-block-components-product-button a' )!;
		expect( link.getAttribute( 'href' ) ).toBe( product( 27 ).permalink );
		expect( link.textContent ).toBe( 'Seleccionar opciones' );
	} );

	it( 'when the Store API sends no button text › the link says "Select options"', () => {
		const tshirt = product( 27 );
		tshirt.add_to_cart.text = '';

		const container = render( renderProductCollectionMarkup( { products: [ tshirt ] } ) );

		expect(
			card( container, 27 ).querySelector( '.wc-block-components-product-button a' )
				?.textContent
		).toBe( 'Select options' );
	} );
} );

describe( 'given an out-of-stock product (the toaster)', () => {
	it( 'when rendered › no add button: a link to its page, and the out-of-stock text', () => {
		const container = render(
			renderProductCollectionMarkup( { products: [ product( 46 ) ] } )
		);
		const item = card( container, 46 );

		expect( item.querySelector( 'button' ) ).toBeNull();
		expect( item.querySelector( '.wc-block-components-product-button a' )?.textContent ).toBe(
			'Leer más'
		);
		expect(
			item.querySelector( '.wc-block-components-product-stock-indicator--out-of-stock' )
				?.textContent
		).toBe( 'Agotado' );
		expect( item.classList ).toContain( 'outofstock' );
	} );
} );

describe( 'given a product without images', () => {
	it( 'when rendered › the placeholder image shows, with an empty alt and no link', () => {
		const fan = product( 17 );
		fan.images = [];

		const container = render( renderProductCollectionMarkup( { products: [ fan ] } ) );
		const image = card( container, 17 ).querySelector(
			'.wc-block-components-product-image img'
		)!;

		expect( image.classList ).toContain( 'wc-block-components-product-image__placeholder' );
		expect( image.getAttribute( 'alt' ) ).toBe( '' );
		expect( image.closest( 'a' ) ).toBeNull();
	} );
} );

describe( 'given hostile texts in a product', () => {
	const hostile = () => {
		const fan = product( 17 );
		fan.name = '<img src=x onerror="alert(1)">Fan</h3><script>alert(2)</script>';
		fan.add_to_cart.text = '"><script>alert(3)</script>';
		fan.add_to_cart.description = '" onmouseover="alert(4)';
		fan.stock_availability = {
			text: '<b onclick=alert(5)>5</b>',
			class: 'x" onclick="alert(6)',
		};
		fan.images[ 0 ]!.alt = '" onload="alert(7)';
		fan.images[ 0 ]!.thumbnail = 'javascript:alert(8)';
		fan.permalink = 'javascript:alert(9)';
		return fan;
	};

	it( 'when rendered › no element, handler or script URL of theirs reaches the page; the texts show as text', () => {
		const html = renderProductCollectionMarkup( { products: [ hostile() ] } );
		const container = render( html );

		expect( container.querySelectorAll( 'script, b' ) ).toHaveLength( 0 );
		expect( container.querySelectorAll( 'img' ) ).toHaveLength( 1 );
		const attributes = [ ...container.querySelectorAll( '*' ) ].flatMap( ( element ) =>
			[ ...element.attributes ].map( ( attribute ) => attribute.name )
		);
		expect( attributes.filter( ( name ) => name.startsWith( 'on' ) ) ).toEqual( [] );
		expect( html ).not.toMatch( /javascript:/i );
		expect( card( container, 17 ).querySelector( 'h3 a' )?.textContent ).toBe( 'Fanalert(2)' );
		expect( card( container, 17 ).querySelector( 'button' )?.textContent ).toBe(
			'"><script>alert(3)</script>'
		);
	} );

	it( 'when the block has a hostile class name or label › they stay inside their attributes', () => {
		const html = renderProductCollectionMarkup( {
			attributes: { className: '"><script>alert(1)</script>', ariaLabel: '" onfocus="x' },
			products: [ product( 21 ) ],
		} );
		const container = render( html );

		expect( container.querySelector( 'script' ) ).toBeNull();
		expect( container.querySelector( 'ul' )?.getAttribute( 'aria-label' ) ).toBe(
			'" onfocus="x'
		);
	} );
} );

describe( 'given a layout', () => {
	it( 'when a grid of 4 columns › the template has columns-4 and the first 4 images load eagerly, the rest lazily', () => {
		const products = catalogue.slice( 0, 6 );
		const container = render(
			renderProductCollectionMarkup( {
				attributes: { displayLayout: { type: 'flex', columns: 4 } },
				products,
			} )
		);
		const template = container.querySelector( 'ul.wc-block-product-template' )!;

		expect( template.classList ).toContain( 'columns-4' );
		expect( template.classList ).toContain( 'is-flex-container' );
		expect(
			[ ...container.querySelectorAll( 'li img' ) ].map( ( image ) =>
				image.getAttribute( 'loading' )
			)
		).toEqual( [ 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy' ] );
	} );

	it( 'when a list › the template is a list and only the first image is eager', () => {
		const container = render(
			renderProductCollectionMarkup( {
				attributes: { displayLayout: { type: 'list' } },
				products: catalogue.slice( 0, 3 ),
			} )
		);

		expect( container.querySelector( 'ul' )?.classList ).toContain(
			'is-product-collection-layout-list'
		);
		expect( container.querySelector( 'ul' )?.className ).not.toMatch( /columns-/ );
		expect(
			[ ...container.querySelectorAll( 'li img' ) ].map( ( image ) =>
				image.getAttribute( 'loading' )
			)
		).toEqual( [ 'eager', 'lazy', 'lazy' ] );
	} );

	it( 'when rendered › the wrapper names the block and carries its normalized attributes for the client', () => {
		const container = render(
			renderProductCollectionMarkup( {
				attributes: { collection: 'woocommerce/product-collection/on-sale', queryId: 3 },
				products: [ product( 17 ) ],
			} )
		);
		const wrapper = container.firstElementChild as HTMLElement;

		expect( wrapper.dataset.blockName ).toBe( 'woocommerce/product-collection' );
		expect( wrapper.classList ).toContain( 'wp-block-woocommerce-product-collection' );
		expect( wrapper.dataset.collection ).toBe( 'woocommerce/product-collection/on-sale' );
		expect( wrapper.dataset.queryId ).toBe( '3' );
		expect( JSON.parse( wrapper.dataset.query! ) ).toMatchObject( {
			perPage: 9,
			woocommerceOnSale: true,
		} );
		expect( JSON.parse( wrapper.dataset.displayLayout! ) ).toEqual( {
			type: 'flex',
			columns: 3,
			shrinkColumns: true,
		} );
	} );

	it( 'when there are no products › says no products were found', () => {
		const container = render( renderProductCollectionMarkup( { products: [] } ) );

		expect( container.textContent ).toBe( 'No products were found matching your selection.' );
		expect( container.querySelector( 'nav' ) ).toBeNull();
	} );

	it( 'when the options are not valid › a TypeError says what is wrong', () => {
		expect( () => renderProductCollectionMarkup( null as never ) ).toThrow( TypeError );
		expect( () => renderProductCollectionMarkup( { products: 'all' as never } ) ).toThrow(
			/"products" must be an array/
		);
	} );
} );

describe( 'given several pages', () => {
	const pagination = ( options: Parameters< typeof renderProductCollectionMarkup >[ 0 ] ) =>
		render( renderProductCollectionMarkup( options ) ).querySelector( 'nav' )!;

	it( 'when on page 2 of 3 › previous, numbers and next are real links keeping the other query args; the current page is marked', () => {
		const nav = pagination( {
			products: [ product( 17 ) ],
			totalPages: 3,
			page: 2,
			pageUrl: '/tienda/?min_price=20&query-0-page=2',
		} );

		expect( nav.getAttribute( 'aria-label' ) ).toBe( 'Pagination' );
		expect(
			nav.querySelector( '.wp-block-query-pagination-previous' )?.getAttribute( 'href' )
		).toBe( '/tienda/?min_price=20' );
		expect(
			nav.querySelector( '.wp-block-query-pagination-next' )?.getAttribute( 'href' )
		).toBe( '/tienda/?min_price=20&query-0-page=3' );
		expect( nav.querySelector( '[aria-current="page"]' )?.textContent ).toBe( '2' );
		expect(
			[ ...nav.querySelectorAll( 'a.page-numbers' ) ].map( ( link ) =>
				link.getAttribute( 'href' )
			)
		).toEqual( [ '/tienda/?min_price=20', '/tienda/?min_price=20&query-0-page=3' ] );
	} );

	it( 'when on the first page › there is no previous link; on the last, no next link', () => {
		const first = pagination( { products: [ product( 17 ) ], totalPages: 2, page: 1 } );
		expect( first.querySelector( '.wp-block-query-pagination-previous' ) ).toBeNull();
		expect(
			first.querySelector( '.wp-block-query-pagination-next' )?.getAttribute( 'href' )
		).toBe( '?query-0-page=2' );

		const last = pagination( { products: [ product( 17 ) ], totalPages: 2, page: 2 } );
		expect( last.querySelector( '.wp-block-query-pagination-next' ) ).toBeNull();
	} );

	it( "when the block follows the page's query › the links use paged, and the page comes from the URL", () => {
		const nav = pagination( {
			attributes: { query: { inherit: true } },
			products: [ product( 17 ) ],
			totalPages: 3,
			urlQuery: '?paged=3',
			pageUrl: '/tienda/?paged=3',
		} );

		expect( nav.querySelector( '[aria-current="page"]' )?.textContent ).toBe( '3' );
		expect(
			nav.querySelector( '.wp-block-query-pagination-previous' )?.getAttribute( 'href' )
		).toBe( '/tienda/?paged=2' );
	} );

	it( 'when there are many pages › far pages collapse into an ellipsis', () => {
		const nav = pagination( { products: [ product( 17 ) ], totalPages: 10, page: 5 } );

		expect(
			[ ...nav.querySelectorAll( '.page-numbers' ) ].map( ( number ) => number.textContent )
		).toEqual( [ '1', '…', '3', '4', '5', '6', '7', '…', '10' ] );
	} );

	it( 'when the block allows fewer pages than there are › the pagination stops there', () => {
		const nav = pagination( {
			attributes: { query: { pages: 2 } },
			products: [ product( 17 ) ],
			totalPages: 5,
		} );

		expect( nav.querySelectorAll( '.page-numbers' ) ).toHaveLength( 2 );
	} );
} );

describe( 'given the markup in each layout', () => {
	it.each( [ 'flex', 'list' ] as const )(
		'when a %s of sale, regular, rated, variable and out-of-stock products with pagination › axe finds no violations',
		async ( type ) => {
			const container = render(
				renderProductCollectionMarkup( {
					attributes: { displayLayout: { type } },
					products: [ 17, 21, 40, 27, 46 ].map( product ),
					totalPages: 3,
					page: 2,
				} )
			);

			expect( await axe( container ) ).toHaveNoViolations();
		}
	);
} );
