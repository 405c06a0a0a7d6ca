/**
 * Coupons in the cart (spec 2 §4 coupon, §8 coupon failures) against the
 * mock shop's coupon fixtures: DESCUENTO10 (valid), CADUCADO (expired),
 * and a code that does not exist.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fetchCart } from '@cesta/api';
import { registerCheckoutFilters } from '@cesta/registry';
import { PRODUCTS } from '@cesta/test-utils';

import { eventually, findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

// The mock shop answers in Spanish, as the sample shop's server does.
const shop = setupCartShop();

afterEach( () => registerCheckoutFilters( 'cart-test-coupons', {} ) );

const openCouponPanel = async () => {
	await userEvent.click( screen.getByRole( 'button', { name: 'Add coupons' } ) );
	return screen.getByRole( 'textbox', { name: 'Enter code' } );
};
const applyButton = () => screen.getByRole( 'button', { name: 'Apply' } );
const serverCoupons = async () =>
	( await fetchCart() ).response.coupons.map( ( coupon ) => coupon.code );

async function cartWithCouponPanel() {
	await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
	renderCart();
	await findCartTable();
	return openCouponPanel();
}

describe( 'applying coupons', () => {
	it( 'given the closed panel › "Add coupons" opens it and Apply waits for a code', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		renderCart();
		await findCartTable();
		const toggle = screen.getByRole( 'button', { name: 'Add coupons' } );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( applyButton() ).toBeDisabled();
		await userEvent.type( screen.getByRole( 'textbox', { name: 'Enter code' } ), 'X' );
		expect( applyButton() ).toBeEnabled();
	} );

	it( 'given a valid code › it is applied: snackbar, discount row, chip, field cleared and panel closed', async () => {
		const input = await cartWithCouponPanel();
		await userEvent.type( input, 'DESCUENTO10' );
		await userEvent.click( applyButton() );
		expect(
			await screen.findByText(
				'Coupon code "DESCUENTO10" has been applied to your cart.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( screen.getByText( 'Discount' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: 'Add coupons' } ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		expect( await serverCoupons() ).toEqual( [ 'DESCUENTO10' ] );
	} );

	it( 'given a code that does not exist › the server reason shows under the field, which keeps the code and the focus', async () => {
		const input = await cartWithCouponPanel();
		await userEvent.type( input, 'NOEXISTE' );
		await userEvent.click( applyButton() );
		const error = await screen.findByText(
			'¡El cupón "NOEXISTE" no existe!',
			{},
			{ timeout: 3000 }
		);
		expect( error.closest( '[role="alert"]' ) ).not.toBeNull();
		expect( screen.getByRole( 'textbox', { name: 'Enter code' } ) ).toHaveValue( 'NOEXISTE' );
		expect( screen.getByRole( 'textbox', { name: 'Enter code' } ) ).toHaveFocus();
		expect( screen.getByRole( 'button', { name: 'Add coupons' } ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		// The error is the field's, not a notice at the top of the cart.
		expect( document.querySelector( '.wc-block-components-notices' ) ).toBeNull();
		expect( await serverCoupons() ).toEqual( [] );
	} );

	it( 'given an expired coupon › the server reason shows under the field', async () => {
		const input = await cartWithCouponPanel();
		await userEvent.type( input, 'CADUCADO' );
		await userEvent.click( applyButton() );
		expect(
			await screen.findByText( 'Este cupón ha caducado.', {}, { timeout: 3000 } )
		).toBeInTheDocument();
		expect( await serverCoupons() ).toEqual( [] );
	} );

	it( 'given an apply error › it goes away once the shopper edits the code', async () => {
		const input = await cartWithCouponPanel();
		await userEvent.type( input, 'CADUCADO' );
		await userEvent.click( applyButton() );
		await screen.findByText( 'Este cupón ha caducado.', {}, { timeout: 3000 } );
		await userEvent.type( input, '2' );
		expect( screen.queryByText( 'Este cupón ha caducado.' ) ).toBeNull();
	} );

	it( 'given the showApplyCouponNotice filter says no › the coupon is applied without a snackbar', async () => {
		const filter = jest.fn( () => false );
		registerCheckoutFilters( 'cart-test-coupons', { showApplyCouponNotice: filter } );
		const input = await cartWithCouponPanel();
		await userEvent.type( input, 'DESCUENTO10' );
		await userEvent.click( applyButton() );
		await eventually( () => expect( screen.getByText( 'Discount' ) ).toBeInTheDocument() );
		expect( screen.queryByText( /has been applied to your cart/ ) ).toBeNull();
		expect( filter ).toHaveBeenCalledWith( true, expect.anything(), {
			couponCode: 'DESCUENTO10',
			context: 'wc/cart',
		} );
	} );
} );

describe( 'removing coupons', () => {
	async function cartWithCoupon() {
		const { applyCartCoupon } = await import( '@cesta/api' );
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		await applyCartCoupon( { code: 'DESCUENTO10' } );
		renderCart();
		await findCartTable();
		return screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } );
	}

	it( 'given an applied coupon › its chip removes it, and a snackbar says so', async () => {
		await userEvent.click( await cartWithCoupon() );
		expect(
			await screen.findByText(
				'Coupon code "DESCUENTO10" has been removed from your cart.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( screen.queryByText( 'Discount' ) ).toBeNull();
		expect( await serverCoupons() ).toEqual( [] );
	} );

	it( 'given the server fails the removal › an error snackbar shows its message and the coupon stays', async () => {
		const chip = await cartWithCoupon();
		shop.faults( { status: 500, only: '/cart/remove-coupon' } );
		await userEvent.click( chip );
		const notices = await screen.findByText(
			'Respuesta HTTP 500 simulada por el servidor de pruebas.',
			{},
			{ timeout: 3000 }
		);
		expect( notices.closest( '.wc-block-components-notice-snackbar-list' ) ).not.toBeNull();
		expect(
			screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } )
		).toBeInTheDocument();
		expect( await serverCoupons() ).toEqual( [ 'DESCUENTO10' ] );
	} );

	it( 'given the showRemoveCouponNotice filter says no › the coupon goes without a snackbar', async () => {
		registerCheckoutFilters( 'cart-test-coupons', { showRemoveCouponNotice: () => false } );
		await userEvent.click( await cartWithCoupon() );
		await eventually( () => expect( screen.queryByText( 'Discount' ) ).toBeNull() );
		expect( screen.queryByText( /has been removed from your cart/ ) ).toBeNull();
	} );

	it( 'given the coupons filter › the discount row shows the filtered chips', async () => {
		registerCheckoutFilters( 'cart-test-coupons', {
			coupons: ( coupons, _extensions, arg ) =>
				( arg as { context?: string } | null )?.context === 'summary'
					? coupons.map( ( coupon ) => ( { ...coupon, code: `${ coupon.code }-promo` } ) )
					: coupons,
		} );
		await fillCart( [ [ PRODUCTS.FAN, 2 ] ] );
		const { applyCartCoupon } = await import( '@cesta/api' );
		await applyCartCoupon( { code: 'DESCUENTO10' } );
		renderCart();
		await findCartTable();
		const discount = screen
			.getByText( 'Discount' )
			.closest( '.wc-block-components-totals-item' )!;
		expect(
			within( discount as HTMLElement ).getByText( 'DESCUENTO10-promo' )
		).toBeInTheDocument();
	} );
} );
