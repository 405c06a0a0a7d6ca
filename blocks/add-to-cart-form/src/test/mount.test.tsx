/**
 * The `./register` entry and mounting: the block registers once however
 * often it is asked, and `mountBlocks()` turns the server markup into the
 * form, the loading state gone.
 */
import { screen } from '@testing-library/react';

import { getFrontendBlock } from '@cesta/blocks-shared';
import { installFakeTimers } from '@cesta/test-utils';

import { ADD_TO_CART_FORM_BLOCK_NAME } from '../constants';
import { registerAddToCartFormBlock } from '../register-add-to-cart-form-block';
import { FORM_PRODUCTS, loadProduct, mountForm, setupFormShop } from './form-shop';

setupFormShop();

describe( 'registering and mounting', () => {
	it( 'given the register entry imported › registering again keeps the one definition', () => {
		const before = getFrontendBlock( ADD_TO_CART_FORM_BLOCK_NAME );
		expect( before ).toBeDefined();
		registerAddToCartFormBlock();
		expect( getFrontendBlock( ADD_TO_CART_FORM_BLOCK_NAME ) ).toBe( before );
	} );

	it( 'given the server markup of the fan › mountBlocks replaces the no-script form with the block, no longer loading', async () => {
		const fan = await loadProduct( FORM_PRODUCTS.FAN );
		installFakeTimers();
		const [ form ] = await mountForm( { product: fan } );
		expect( form!.status ).toBe( 'mounted' );
		expect( form!.container ).not.toHaveClass( 'is-loading' );
		expect(
			form!.container.querySelector( 'form.wc-block-add-to-cart-form__form' )
		).not.toBeNull();
		expect( form!.container.querySelector( 'button[name="add-to-cart"]' ) ).toBeNull();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Ventilador de pie quantity' } )
		).toHaveValue( 1 );
	} );
} );
