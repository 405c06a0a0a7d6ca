/**
 * The swatch quick add on its own (spec 1 §3, §5, §7, §8): the fields it
 * posts, the no-op on a missing or zero id, the loading and added classes,
 * and a failure logged with the loading state removed.
 */
import { fetchCart } from '@cesta/api';
import { WC_ADDED_TO_CART_EVENT } from '@cesta/cart-events';
import { captureErrors } from '@cesta/test-utils';

import { hostNonces, recordClassicRequests, setupFormShop } from '../../test/form-shop';
import { swatchQuickAdd } from '../swatch-quick-add';

const shop = setupFormShop();

const GREY_S = { attribute_pa_color: 'gris', attribute_pa_talla: 's' };

const cardButton = () => {
	document.body.innerHTML = '<button type="button" class="button">Añadir</button>';
	return document.querySelector( 'button' )!;
};

describe( 'swatchQuickAdd', () => {
	it.each( [
		[ 'a missing product id', { productId: undefined, variationId: 86 } ],
		[ 'a zero product id', { productId: 0, variationId: 86 } ],
		[ 'a missing variation id', { productId: 80, variationId: null } ],
		[ 'a zero variation id', { productId: 80, variationId: '0' } ],
	] )(
		'given %s › does nothing: no request, no loading class, resolves null',
		async ( _, ids ) => {
			const classic = recordClassicRequests( shop );
			const button = cardButton();
			await expect(
				swatchQuickAdd( { ...ids, variation: GREY_S, security: 'x', button } )
			).resolves.toBeNull();
			await classic.settled();
			expect( classic.endpoints() ).toEqual( [] );
			expect( button.className ).toBe( 'button' );
		}
	);

	it( 'given both ids and the nonce › posts action, product_id, variation_id, variation and security, and the variation is in the cart', async () => {
		const { swatchesNonce } = await hostNonces();
		const classic = recordClassicRequests( shop );
		const result = await swatchQuickAdd( {
			productId: 80,
			variationId: 86,
			variation: GREY_S,
			security: swatchesNonce,
		} );
		await classic.settled();
		expect( Object.fromEntries( classic.calls()[ 0 ]!.form ) ).toEqual( {
			action: 'cesta_swatches_add_to_cart',
			product_id: '80',
			variation_id: '86',
			'variation[attribute_pa_color]': 'gris',
			'variation[attribute_pa_talla]': 's',
			security: swatchesNonce,
		} );
		expect( result?.cart_hash ).toMatch( /^[0-9a-f]{32}$/ );
		expect( Object.keys( result!.fragments ) ).toEqual( [
			'div.widget_shopping_cart_content',
		] );
		const { response } = await fetchCart();
		expect( response.items.map( ( item ) => item.id ) ).toEqual( [ 86 ] );
	} );

	it( 'given a success › the button is loading while it runs, then added; the mini-cart hears wc-blocks_added_to_cart', async () => {
		const { swatchesNonce } = await hostNonces();
		const button = cardButton();
		const heard: Event[] = [];
		const listener = ( event: Event ) => heard.push( event );
		document.body.addEventListener( WC_ADDED_TO_CART_EVENT, listener );
		const adding = swatchQuickAdd( {
			productId: 80,
			variationId: 86,
			variation: GREY_S,
			security: swatchesNonce,
			button,
		} );
		expect( button ).toHaveClass( 'loading' );
		await adding;
		expect( button ).not.toHaveClass( 'loading' );
		expect( button ).toHaveClass( 'added' );
		expect( heard ).toHaveLength( 1 );
		document.body.removeEventListener( WC_ADDED_TO_CART_EVENT, listener );
	} );

	it( 'given a wrong nonce (HTTP 403) › logs the error, removes the loading state and resolves null', async () => {
		const errors = captureErrors();
		const button = cardButton();
		const result = await swatchQuickAdd( {
			productId: 80,
			variationId: 86,
			variation: GREY_S,
			security: 'caducado',
			button,
		} );
		expect( result ).toBeNull();
		expect( button ).not.toHaveClass( 'loading' );
		expect( button ).not.toHaveClass( 'added' );
		expect( errors ).toHaveBeenCalledWith(
			'Swatch quick add of product 80, variation 86 failed.',
			expect.any( Error )
		);
	} );

	it( 'given an out-of-stock variation (the shop answers error and product_url) › logs the answer and removes the loading state', async () => {
		const { swatchesNonce } = await hostNonces();
		const errors = captureErrors();
		const button = cardButton();
		const result = await swatchQuickAdd( {
			productId: 80,
			variationId: 85,
			variation: { attribute_pa_color: 'negro', attribute_pa_talla: 'xl' },
			security: swatchesNonce,
			button,
		} );
		expect( result ).toBeNull();
		expect( button.classList.contains( 'loading' ) ).toBe( false );
		expect( errors ).toHaveBeenCalledWith(
			'Swatch quick add of product 80, variation 85 failed.',
			expect.objectContaining( { error: true, product_url: expect.any( String ) } )
		);
	} );

	it( 'given a request that gets no answer (an unknown host) › logs the failure and removes the loading state', async () => {
		const errors = captureErrors();
		const button = cardButton();
		const result = await swatchQuickAdd( {
			productId: 80,
			variationId: 86,
			variation: GREY_S,
			security: 'x',
			button,
			ajaxUrl: 'http://shop.invalid/wp-admin/admin-ajax.php',
		} );
		expect( result ).toBeNull();
		expect( button ).not.toHaveClass( 'loading' );
		expect( errors ).toHaveBeenCalledTimes( 1 );
	} );
} );
