/** Tests of the TotalsDiscount: amount and chips, with tax, removing coupons, no discount, rule discounts. */

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { axe } from '@cesta/test-utils/dom';
import { cartWithCoupon, cartWithItems } from '@cesta/test-utils/fixtures';

import { TotalsDiscount } from '..';

const renderDiscount = ( props: Partial< Parameters< typeof TotalsDiscount >[ 0 ] > = {} ) => {
	const cart = cartWithCoupon();
	const removeCoupon = jest.fn();
	const view = render(
		<TotalsDiscount
			cartCoupons={ cart.coupons }
			values={ cart.totals }
			removeCoupon={ removeCoupon }
			displayCartPricesIncludingTax={ false }
			{ ...props }
		/>
	);
	return { removeCoupon, ...view };
};

describe( 'TotalsDiscount', () => {
	it( 'given the DESCUENTO10 coupon › shows "Discount -€6.00" and the coupon as a chip', async () => {
		const { container } = renderDiscount();
		const row = container.firstChild as HTMLElement;
		expect( row ).toHaveClass( 'wc-block-components-totals-discount' );
		expect( within( row ).getByText( '-€6.00' ) ).toBeInTheDocument();
		const list = screen.getByRole( 'list', { name: 'Applied coupons' } );
		expect( within( list ).getByRole( 'listitem' ) ).toHaveTextContent( 'DESCUENTO10' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given prices shown including tax › shows the discount with its tax (-€7.26)', () => {
		renderDiscount( { displayCartPricesIncludingTax: true } );
		expect( screen.getByText( '-€7.26' ) ).toBeInTheDocument();
	} );

	it( 'given a click on a chip’s remove button › asks to remove that coupon', async () => {
		const { removeCoupon } = renderDiscount();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } )
		);
		expect( removeCoupon ).toHaveBeenCalledWith( 'DESCUENTO10' );
	} );

	it( 'given a coupon being removed › disables the chips and announces it', async () => {
		const { container, removeCoupon } = renderDiscount( { isRemovingCoupon: true } );
		const button = screen.getByRole( 'button', { name: 'Remove coupon "DESCUENTO10"' } );
		expect( button ).toBeDisabled();
		await userEvent.click( button );
		expect( removeCoupon ).not.toHaveBeenCalled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Removing coupon…' );
		expect( await axe( container ) ).toHaveNoViolations();
	} );

	it( 'given no discount and no coupon › renders nothing', () => {
		const cart = cartWithItems();
		const { container } = render(
			<TotalsDiscount cartCoupons={ [] } values={ cart.totals } removeCoupon={ jest.fn() } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'given a discount from a rule without coupons › shows the row without chips', () => {
		const cart = cartWithCoupon();
		render(
			<TotalsDiscount
				cartCoupons={ [] }
				values={ cart.totals }
				removeCoupon={ jest.fn() }
				displayCartPricesIncludingTax={ false }
			/>
		);
		expect( screen.getByText( 'Discount' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument();
	} );
} );
