/**
 * The coupon form and discount rows made for the Checkout: the same form as
 * the cart's, with the checkout's notice context (`wc/checkout`), against the
 * mock shop's coupons (DESCUENTO10 valid, NOEXISTE unknown).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { cartStore } from '@cesta/data';
import { createTestRegistry, fillCart, noticesIn, setupMockShop } from '@cesta/test-utils';

import { CHECKOUT_BLOCK_CONFIG } from '../../constants';
import { renderInBlock } from '../../test/render-in-block';
import { createCouponFormBlock } from '../coupon-form-block';
import { createDiscountBlock } from '../discount-block';

setupMockShop();
// A coupon takes the batch delay (300 ms) and the answer.
jest.setTimeout( 15000 );

const CouponFormBlock = createCouponFormBlock( CHECKOUT_BLOCK_CONFIG );
const DiscountBlock = createDiscountBlock( CHECKOUT_BLOCK_CONFIG );

async function checkoutSummary() {
	const registry = createTestRegistry();
	await fillCart( registry );
	renderInBlock(
		<>
			<CouponFormBlock />
			<DiscountBlock />
		</>,
		{ registry }
	);
	await userEvent.click( await screen.findByRole( 'button', { name: 'Add coupons' } ) );
	return { registry, input: screen.getByRole( 'textbox', { name: 'Enter code' } ) };
}

describe( "the checkout's coupon form", () => {
	it( 'given a code that does not exist › the reason shows under the field, which keeps the code and the focus, and no notice is raised', async () => {
		const { registry, input } = await checkoutSummary();
		await userEvent.type( input, 'NOEXISTE' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		const error = await screen.findByText(
			'¡El cupón "NOEXISTE" no existe!',
			{},
			{ timeout: 3000 }
		);
		expect( error.closest( '[role="alert"]' ) ).not.toBeNull();
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveValue( 'NOEXISTE' );
		expect( input ).toHaveFocus();
		expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [] );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
	} );

	it( "given a valid code › it is applied and its notice goes to wc/checkout, shown in the checkout's notices", async () => {
		const { registry, input } = await checkoutSummary();
		await userEvent.type( input, 'DESCUENTO10' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );

		const message = 'Coupon code "DESCUENTO10" has been applied to your cart.';
		const notice = await screen.findByText( message, {}, { timeout: 3000 } );
		expect( notice.closest( '.wc-block-checkout__container' ) ).not.toBeNull();
		expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [
			expect.objectContaining( { status: 'success', content: message } ),
		] );
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
		expect(
			screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } )
		).toBeInTheDocument();
	} );
} );

describe( "the checkout's discount row", () => {
	it( 'given an applied coupon › removing it sends its notice to wc/checkout', async () => {
		const registry = createTestRegistry();
		await fillCart( registry );
		// Applied through the store, which raises no notice of its own.
		await registry.dispatch( cartStore ).applyCoupon( 'DESCUENTO10' );
		renderInBlock( <DiscountBlock />, { registry } );
		const chip = await screen.findByRole(
			'button',
			{ name: 'Remove coupon "DESCUENTO10"' },
			{ timeout: 3000 }
		);
		await userEvent.click( chip );

		await waitFor(
			() =>
				expect( noticesIn( registry, 'wc/checkout' ) ).toEqual( [
					expect.objectContaining( {
						status: 'success',
						content: 'Coupon code "DESCUENTO10" has been removed from your cart.',
					} ),
				] ),
			{ timeout: 3000 }
		);
		expect( noticesIn( registry, 'wc/cart' ) ).toEqual( [] );
		expect( within( document.body ).queryByText( 'Discount' ) ).toBeNull();
	} );
} );
