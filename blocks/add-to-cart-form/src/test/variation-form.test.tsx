/**
 * The variation form of spec 1 §4 with the variations preloaded: the init
 * delay, each form state, the alerts of §5, the no-match notice and reset,
 * and the details shown after the detail display delay.
 */
import { screen, within } from '@testing-library/react';

import { advance, recordRequests } from '@cesta/test-utils';

import { FORM_PRODUCTS, openForm, setupFormShop } from './form-shop';

const shop = setupFormShop();

const addButton = () => screen.getByRole( 'button', { name: /add to cart/i } );
const size = () => screen.getByRole( 'combobox', { name: 'Talla' } );
const colour = () => screen.getByRole( 'combobox', { name: 'Color' } );

const openHoodie = async () => ( await openForm( FORM_PRODUCTS.HOODIE ) ).user;

describe( 'the variation form with preloaded variations', () => {
	it( 'given the hoodie › when it opens › chooses the default colour and waits for a size with the button disabled and "selection needed"', async () => {
		await openHoodie();
		expect( colour() ).toHaveValue( 'negro' );
		expect( size() ).toHaveValue( '' );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( addButton() ).toHaveClass( 'wc-variation-selection-needed' );
		expect( addButton() ).toHaveAccessibleDescription( 'Select the product options first.' );
	} );

	it( 'given a complete choice made at once › before the 100 ms init delay › nothing is matched; at 100 ms the button is enabled', async () => {
		const { user } = await openForm( FORM_PRODUCTS.HOODIE, { passInitDelay: false } );
		await user.selectOptions( size(), 's' );
		await advance( 50 );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		await advance( 100 );
		expect( addButton() ).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'given no size › when add is pressed › alerts the make-a-selection text and sends nothing', async () => {
		const user = await openHoodie();
		const calls = recordRequests( shop );
		await user.click( addButton() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please select some product options before adding this product to your cart.'
		);
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );

	it( 'given black and S (purchasable, in stock, visible) › when chosen › the button is enabled at once, without "selection needed"', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 's' );
		expect( addButton() ).not.toHaveAttribute( 'aria-disabled' );
		expect( addButton() ).not.toHaveClass( 'wc-variation-selection-needed' );
		expect( screen.queryByText( 'Select the product options first.' ) ).toBeNull();
	} );

	it( 'given a match › shows its price, stock, SKU, weight and dimensions only after the 300 ms display delay', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 's' );
		await advance( 299 );
		expect( screen.queryByText( 'SUD-001-NEGRO-S' ) ).toBeNull();
		await advance( 1 );
		const details = document.querySelector( '.single_variation' ) as HTMLElement;
		expect( within( details ).getByText( 'SUD-001-NEGRO-S' ) ).toBeInTheDocument();
		expect( within( details ).getByText( '10 disponibles' ) ).toBeInTheDocument();
		expect( within( details ).getByText( '0.6 kg' ) ).toBeInTheDocument();
		expect( within( details ).getByText( 'N/D' ) ).toBeInTheDocument();
		// The price's markup needs DOMPurify, which loads on demand.
		await advance( 50 );
		expect( details.querySelector( '.woocommerce-variation-price' ) ).toHaveTextContent(
			'€34.95'
		);
	} );

	it( 'given a match with its own image › swaps the product image for it after 300 ms, and back when the choice is cleared', async () => {
		const { user, product: hoodie } = await openForm( FORM_PRODUCTS.HOODIE );
		const image = () => screen.getByRole( 'img' );
		expect( image() ).toHaveAttribute( 'src', hoodie.images[ 0 ]!.src );
		await user.selectOptions( size(), 'l' );
		await advance( 299 );
		expect( image() ).toHaveAttribute( 'src', hoodie.images[ 0 ]!.src );
		await advance( 1 );
		expect( image() ).toHaveAttribute(
			'src',
			expect.stringContaining( 'sud-001-negro-l.svg' )
		);
		expect( image() ).toHaveAttribute( 'alt', 'Sudadera con capucha negro-l' );
		await user.selectOptions( size(), '' );
		expect( image() ).toHaveAttribute( 'src', hoodie.images[ 0 ]!.src );
	} );

	it( 'given black XL (out of stock) › disables the button with "unavailable" and, when pressed, alerts the unavailable text without a request', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 'xl' );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( addButton() ).toHaveClass( 'wc-variation-is-unavailable' );
		expect( addButton() ).toHaveAccessibleDescription(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);
		const calls = recordRequests( shop );
		await user.click( addButton() );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);
		await calls.settled();
		expect( calls.httpRequests() ).toEqual( [] );
	} );

	it( 'given grey M (no price: not purchasable, not visible) › is unavailable', async () => {
		const user = await openHoodie();
		await user.selectOptions( colour(), 'gris' );
		await user.selectOptions( size(), 'm' );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( addButton() ).toHaveClass( 'wc-variation-is-unavailable' );
	} );

	it( 'given grey XL (no such variation) › shows the no-matching-variations notice and resets every choice', async () => {
		const user = await openHoodie();
		await user.selectOptions( colour(), 'gris' );
		await user.selectOptions( size(), 'xl' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, no products matched your selection. Please choose a different combination.'
		);
		expect( colour() ).toHaveValue( '' );
		expect( size() ).toHaveValue( '' );
		expect( addButton() ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( addButton() ).toHaveClass( 'wc-variation-selection-needed' );
	} );

	it( 'given the no-match notice › when a new choice is made › the notice goes', async () => {
		const user = await openHoodie();
		await user.selectOptions( colour(), 'gris' );
		await user.selectOptions( size(), 'xl' );
		await user.selectOptions( colour(), 'negro' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'given a match with details › when Clear is pressed › every choice and the details go at once', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 's' );
		await advance( 300 );
		expect( screen.getByText( 'SUD-001-NEGRO-S' ) ).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Clear' } ) );
		expect( colour() ).toHaveValue( '' );
		expect( size() ).toHaveValue( '' );
		expect( screen.queryByText( 'SUD-001-NEGRO-S' ) ).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Clear' } ) ).toBeNull();
		expect( colour() ).toHaveFocus();
	} );

	it( 'given the details of one match shown › when another is chosen › they go at once and the new ones show 300 ms later', async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 's' );
		await advance( 300 );
		expect( screen.getByText( 'SUD-001-NEGRO-S' ) ).toBeInTheDocument();
		await user.selectOptions( size(), 'l' );
		expect( screen.queryByText( 'SUD-001-NEGRO-S' ) ).toBeNull();
		await advance( 299 );
		expect( screen.queryByText( 'SUD-001-NEGRO-L' ) ).toBeNull();
		await advance( 1 );
		expect( screen.getByText( 'SUD-001-NEGRO-L' ) ).toBeInTheDocument();
	} );

	it( "given one match then another › the first one's details never show when the second comes within 300 ms", async () => {
		const user = await openHoodie();
		await user.selectOptions( size(), 's' );
		await advance( 200 );
		await user.selectOptions( size(), 'l' );
		await advance( 150 );
		expect( screen.queryByText( 'SUD-001-NEGRO-S' ) ).toBeNull();
		expect( screen.queryByText( 'SUD-001-NEGRO-L' ) ).toBeNull();
		await advance( 150 );
		expect( screen.getByText( 'SUD-001-NEGRO-L' ) ).toBeInTheDocument();
	} );
} );
