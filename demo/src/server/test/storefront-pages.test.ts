/**
 * @jest-environment node
 *
 * Tests of the demo's storefront pages beyond the shop: category and tag
 * archives, product pages, unknown slugs.
 */
import { cookiesOf, printedGlobal, serveDemoForThisFile } from '../../test/demo-harness';

const shop = serveDemoForThisFile();
const { get } = shop;

describe( 'a category archive', () => {
	it( 'given the kitchen category › when /categoria-producto/cocina/ is opened › lists only its products in a Product Collection block, with the storefront scripts', async () => {
		const response = await get( '/categoria-producto/cocina/' );
		const html = await response.text();

		expect( response.status ).toBe( 200 );
		expect( html ).toContain( '<h1>Cocina</h1>' );
		expect( html ).toContain( 'data-block-name="woocommerce/product-collection"' );
		expect( html ).toContain( 'Arrocera' );
		expect( html ).not.toContain( 'Ventilador de pie' );
		expect( html ).toContain( '<script type="module" src="/cesta/storefront.js"></script>' );
	} );

	it( 'given a slug that is no category › answers the 404 page', async () => {
		expect( ( await get( '/categoria-producto/no-existe/' ) ).status ).toBe( 404 );
	} );
} );

describe( 'a tag archive', () => {
	it( 'given the “Novedad” tag › when opened › prints a classic loop with ajax add-to-cart links that also work as links, the classic mini cart and WooCommerce’s classic globals', async () => {
		const html = await ( await get( '/etiqueta-producto/novedad/' ) ).text();

		expect( html ).toContain( '<h1>Novedad</h1>' );
		expect( html ).toMatch(
			/<a href="\/etiqueta-producto\/novedad\/\?add-to-cart=\d+" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="\d+"/
		);
		expect( html ).toContain( 'class="widget_shopping_cart_content"' );
		expect( printedGlobal( html, 'wc_add_to_cart_params' ) ).toMatchObject( {
			wc_ajax_url: '/?wc-ajax=%%endpoint%%',
			cart_url: '/carrito/',
			i18n_view_cart: 'Ver carrito',
		} );
		expect( printedGlobal( html, 'wc_cart_fragments_params' ).cart_hash_key ).toMatch(
			/^wc_cart_hash_/
		);
	} );

	it( 'given an add-to-cart link of the tag archive › when followed › adds the product and comes back to the archive', async () => {
		const html = await ( await get( '/etiqueta-producto/novedad/' ) ).text();
		const id = /\?add-to-cart=(\d+)/.exec( html )![ 1 ];

		const response = await get( `/etiqueta-producto/novedad/?add-to-cart=${ id }` );

		expect( response.status ).toBe( 302 );
		expect( response.headers.get( 'location' ) ).toBe(
			`${ shop.demo.url }/etiqueta-producto/novedad/`
		);
		const after = await get( '/etiqueta-producto/novedad/', cookiesOf( response ) );
		expect( await after.text() ).toContain( 'woocommerce-mini-cart-item' );
	} );
} );

describe( 'a product page', () => {
	it( 'given the variable hoodie › when /producto/sudadera-con-capucha/ is opened › prints the Add to Cart form with its variations and swatches, and the product page scripts', async () => {
		const html = await ( await get( '/producto/sudadera-con-capucha/' ) ).text();

		expect( html ).toContain( '<h1>Sudadera con capucha</h1>' );
		expect( html ).toContain( 'data-block-name="woocommerce/add-to-cart-form"' );
		expect( html ).toMatch( /data-variations="\[\{/ );
		expect( html ).toContain( 'data-swatches="' );
		expect( html ).toContain( '<script src="/cesta/vendor.js" defer></script>' );
		expect( html ).toContain( '<script type="module" src="/cesta/product.js"></script>' );
		expect( html ).toContain( 'data-block-name="woocommerce/mini-cart"' );
		// The form shows the hoodie's image (and the chosen variation's): the page prints none.
		expect( html ).not.toContain( 'class="wp-post-image"' );
	} );

	it( 'given a simple product › prints a form that adds it without scripts', async () => {
		const html = await ( await get( '/producto/arrocera/' ) ).text();

		expect( html ).toMatch( /<button type="submit" name="add-to-cart" value="\d+"/ );
		expect( html ).toContain( 'class="wp-post-image"' );
	} );

	it( 'given the simple product’s form posted without scripts › sends the visitor on to the shop’s add-to-cart link, which adds the quantity and comes back', async () => {
		const html = await ( await get( '/producto/arrocera/' ) ).text();
		const id = /name="add-to-cart" value="(\d+)"/.exec( html )![ 1 ]!;
		const post = ( body: string ) =>
			fetch( `${ shop.demo.url }/producto/arrocera/`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body,
			} );

		const posted = await post( `quantity=2&add-to-cart=${ id }` );
		expect( posted.status ).toBe( 303 );
		const location = posted.headers.get( 'location' )!;
		expect( location ).toBe( `/producto/arrocera/?add-to-cart=${ id }&quantity=2` );
		const added = await get( location );
		expect( added.status ).toBe( 302 );
		const cart = await (
			await fetch( `${ shop.demo.url }/wp-json/wc/store/v1/cart`, {
				headers: { cookie: cookiesOf( added ) },
			} )
		).json();
		expect( cart.items ).toEqual( [
			expect.objectContaining( { id: Number( id ), quantity: 2 } ),
		] );
		expect( ( await post( 'quantity=1' ) ).status ).toBe( 400 );
	} );

	it( 'given a slug that is no product › answers the 404 page; without the trailing slash › redirects', async () => {
		expect( ( await get( '/producto/no-existe/' ) ).status ).toBe( 404 );
		const redirect = await get( '/producto/arrocera' );
		expect( redirect.status ).toBe( 301 );
		expect( redirect.headers.get( 'location' ) ).toBe( '/producto/arrocera/' );
	} );
} );
