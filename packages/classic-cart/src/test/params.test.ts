/** Tests of reading WooCommerce's printed parameters, building wc-ajax URLs, and the request queue's order. */

import { buttonFields, endpointUrl, readClassicCartParams } from '@cesta/classic-cart';

import { createRequestQueue } from '@cesta/cart-events';
import { SHOP_PARAMS } from './classic-page';

describe( 'given the globals WooCommerce prints', () => {
	it( 'when wp_localize_script printed them as strings › the booleans and keys are read', () => {
		const params = readClassicCartParams( {
			wc_add_to_cart_params: {
				ajax_url: '/wp-admin/admin-ajax.php',
				wc_ajax_url: '/?wc-ajax=%%endpoint%%',
				i18n_view_cart: 'Ver carrito',
				cart_url: 'https://tienda.example/carrito/',
				is_cart: '',
				cart_redirect_after_add: 'no',
			},
			wc_cart_fragments_params: {
				cart_hash_key: 'wc_cart_hash_abc',
				fragment_name: 'wc_fragments_abc',
				request_timeout: '5000',
			},
		} );

		expect( params ).toEqual( {
			ajaxUrl: '/?wc-ajax=%%endpoint%%',
			cartUrl: 'https://tienda.example/carrito/',
			isCart: false,
			redirectToCartAfterAdd: false,
			viewCartText: 'Ver carrito',
			cartHashKey: 'wc_cart_hash_abc',
			fragmentName: 'wc_fragments_abc',
		} );
	} );

	it( "when on the cart page with redirect-after-add on › is_cart '1' and 'yes' are read as true, and no fragments params leave the keys out", () => {
		const params = readClassicCartParams( {
			wc_add_to_cart_params: {
				wc_ajax_url: '/?wc-ajax=%%endpoint%%',
				cart_url: '/carrito/',
				is_cart: '1',
				cart_redirect_after_add: 'yes',
			},
		} );

		expect( params ).toMatchObject( { isCart: true, redirectToCartAfterAdd: true } );
		expect( params?.cartHashKey ).toBeUndefined();
		expect( params?.viewCartText ).toBeUndefined();
	} );

	it( 'when there is no wc_add_to_cart_params or no wc-ajax URL › there are no parameters', () => {
		expect( readClassicCartParams( {} ) ).toBeNull();
		expect(
			readClassicCartParams( { wc_add_to_cart_params: { cart_url: '/carrito/' } } )
		).toBeNull();
	} );

	it( "when an endpoint's URL is built › the placeholder is replaced and the URL resolved against the page", () => {
		expect( endpointUrl( SHOP_PARAMS, 'add_to_cart' ) ).toBe(
			'http://localhost/?wc-ajax=add_to_cart'
		);
		expect(
			endpointUrl(
				{ ...SHOP_PARAMS, ajaxUrl: 'https://tienda.example/es/?wc-ajax=%%endpoint%%' },
				'remove_from_cart'
			)
		).toBe( 'https://tienda.example/es/?wc-ajax=remove_from_cart' );
	} );
} );

describe( "given a button's data attributes", () => {
	it( 'when read › every data-* is a field under its dataset name, underscores kept', () => {
		document.body.innerHTML =
			'<a data-quantity="2" data-product_id="17" data-product_sku="VENT-001" data-color-name="rojo" class="x">A</a>';

		expect( buttonFields( document.querySelector( 'a' )! ) ).toEqual( {
			quantity: '2',
			product_id: '17',
			product_sku: 'VENT-001',
			colorName: 'rojo',
		} );
	} );
} );

describe( 'given the request queue', () => {
	it( 'when tasks of different lengths are queued and one fails › they run one at a time in order and the failure does not stop the rest', async () => {
		const queue = createRequestQueue();
		const log: string[] = [];
		const task =
			( name: string, ms: number, fail = false ) =>
			() =>
				new Promise< string >( ( resolve, reject ) => {
					log.push( `start ${ name }` );
					setTimeout( () => {
						log.push( `end ${ name }` );
						if ( fail ) {
							reject( new Error( name ) );
						} else {
							resolve( name );
						}
					}, ms );
				} );

		const results = await Promise.allSettled( [
			queue.enqueue( task( 'a', 30 ) ),
			queue.enqueue( task( 'b', 5, true ) ),
			queue.enqueue( task( 'c', 1 ) ),
		] );

		expect( log ).toEqual( [ 'start a', 'end a', 'start b', 'end b', 'start c', 'end c' ] );
		expect( results.map( ( result ) => result.status ) ).toEqual( [
			'fulfilled',
			'rejected',
			'fulfilled',
		] );
		await Promise.resolve();
		expect( queue.size() ).toBe( 0 );
	} );
} );
