/**
 * Swatches (spec 1 §4): a radio group per attribute with a roving tabindex;
 * arrow keys move and choose, Space/Enter choose or, on the chosen swatch,
 * clear; clicking a selected swatch deselects it; out-of-stock and disabled
 * swatches cannot be chosen.
 */
import { screen, within } from '@testing-library/react';

import { advance } from '@cesta/test-utils';

import type { SwatchSettings } from '../types';
import { FORM_PRODUCTS, openForm, setupFormShop } from './form-shop';

setupFormShop();

const SWATCHES: SwatchSettings = {
	pa_color: {
		type: 'color',
		options: { negro: { color: '#000000' }, gris: { color: '#888888' } },
	},
	attribute_pa_talla: { type: 'label' },
};

const openHoodie = async ( swatches: SwatchSettings = SWATCHES ) =>
	( await openForm( FORM_PRODUCTS.HOODIE, { swatches } ) ).user;

const group = ( name: string ) => screen.getByRole( 'radiogroup', { name } );
const swatch = ( groupName: string, name: string ) =>
	within( group( groupName ) ).getByRole( 'radio', { name } );
const checked = ( groupName: string ) =>
	within( group( groupName ) )
		.queryAllByRole( 'radio', { checked: true } )
		.map( ( radio ) => radio.getAttribute( 'aria-label' ) );
const tabbable = ( groupName: string ) =>
	within( group( groupName ) )
		.getAllByRole( 'radio' )
		.filter( ( radio ) => radio.tabIndex === 0 )
		.map( ( radio ) => radio.getAttribute( 'aria-label' ) );

describe( 'swatches', () => {
	it( 'given colour and label swatches › shows each attribute as a radio group named after it, the default chosen', async () => {
		await openHoodie();
		expect( within( group( 'Color' ) ).getAllByRole( 'radio' ) ).toHaveLength( 2 );
		expect( checked( 'Color' ) ).toEqual( [ 'Negro' ] );
		expect( checked( 'Talla' ) ).toEqual( [] );
		expect(
			swatch( 'Color', 'Negro' ).querySelector( '.wc-block-add-to-cart-form__swatch-color' )
		).toHaveStyle( {
			backgroundColor: '#000000',
		} );
		expect( swatch( 'Talla', 'S' ) ).toHaveTextContent( 'S' );
		expect( group( 'Talla' ) ).toHaveAccessibleDescription(
			'Press Space or Enter on the chosen option to clear it.'
		);
	} );

	it( 'given a swatch › when clicked › it is chosen; when clicked again › it is deselected', async () => {
		const user = await openHoodie();
		await user.click( swatch( 'Talla', 'M' ) );
		expect( checked( 'Talla' ) ).toEqual( [ 'M' ] );
		await user.click( swatch( 'Talla', 'M' ) );
		expect( checked( 'Talla' ) ).toEqual( [] );
		expect( screen.getByRole( 'button', { name: /add to cart/i } ) ).toHaveAttribute(
			'aria-disabled',
			'true'
		);
	} );

	it( 'given black chosen › XL (out of stock) is named so, marked unavailable and cannot be clicked', async () => {
		const user = await openHoodie();
		const xl = swatch( 'Talla', 'XL (out of stock)' );
		expect( xl ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( xl ).toHaveClass( 'is-out-of-stock' );
		await user.click( xl );
		expect( checked( 'Talla' ) ).toEqual( [] );
	} );

	it( 'given grey chosen › XL (no grey XL exists) is disabled and cannot be clicked', async () => {
		const user = await openHoodie();
		await user.click( swatch( 'Color', 'Gris' ) );
		const xl = swatch( 'Talla', 'XL' );
		expect( xl ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( xl ).toHaveClass( 'is-disabled' );
		await user.click( xl );
		expect( checked( 'Talla' ) ).toEqual( [] );
	} );

	it( 'given a group › only one swatch is in the tab order: the chosen one, else the first that can be chosen', async () => {
		const user = await openHoodie();
		expect( tabbable( 'Color' ) ).toEqual( [ 'Negro' ] );
		expect( tabbable( 'Talla' ) ).toEqual( [ 'S' ] );
		await user.click( swatch( 'Talla', 'L' ) );
		expect( tabbable( 'Talla' ) ).toEqual( [ 'L' ] );
	} );

	it( 'given the keyboard › Tab goes to the chosen colour, then to the first size', async () => {
		const user = await openHoodie();
		await user.tab();
		expect( swatch( 'Color', 'Negro' ) ).toHaveFocus();
		await user.tab();
		expect( swatch( 'Talla', 'S' ) ).toHaveFocus();
	} );

	it( 'given focus on S › ArrowRight and ArrowDown move and choose, skipping the out-of-stock XL and wrapping round', async () => {
		const user = await openHoodie();
		swatch( 'Talla', 'S' ).focus();
		await user.keyboard( '{ArrowRight}' );
		expect( swatch( 'Talla', 'M' ) ).toHaveFocus();
		expect( checked( 'Talla' ) ).toEqual( [ 'M' ] );
		await user.keyboard( '{ArrowDown}' );
		expect( checked( 'Talla' ) ).toEqual( [ 'L' ] );
		await user.keyboard( '{ArrowRight}' );
		expect( swatch( 'Talla', 'S' ) ).toHaveFocus();
		expect( checked( 'Talla' ) ).toEqual( [ 'S' ] );
	} );

	it( 'given focus on S › ArrowLeft and ArrowUp move backwards, wrapping round past XL', async () => {
		const user = await openHoodie();
		swatch( 'Talla', 'S' ).focus();
		await user.keyboard( '{ArrowLeft}' );
		expect( swatch( 'Talla', 'L' ) ).toHaveFocus();
		expect( checked( 'Talla' ) ).toEqual( [ 'L' ] );
		await user.keyboard( '{ArrowUp}' );
		expect( checked( 'Talla' ) ).toEqual( [ 'M' ] );
	} );

	it( 'given focus in a group › Home and End choose the first and last swatches that can be chosen', async () => {
		const user = await openHoodie();
		swatch( 'Talla', 'M' ).focus();
		await user.keyboard( '{End}' );
		expect( checked( 'Talla' ) ).toEqual( [ 'L' ] );
		await user.keyboard( '{Home}' );
		expect( checked( 'Talla' ) ).toEqual( [ 'S' ] );
		expect( swatch( 'Talla', 'S' ) ).toHaveFocus();
	} );

	it( 'given focus on a swatch › Space chooses it; Space again clears it; Enter chooses it', async () => {
		const user = await openHoodie();
		swatch( 'Talla', 'M' ).focus();
		await user.keyboard( ' ' );
		expect( checked( 'Talla' ) ).toEqual( [ 'M' ] );
		await user.keyboard( ' ' );
		expect( checked( 'Talla' ) ).toEqual( [] );
		expect( swatch( 'Talla', 'M' ) ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( checked( 'Talla' ) ).toEqual( [ 'M' ] );
	} );

	it( 'given the chosen colour focused › Delete clears it', async () => {
		const user = await openHoodie();
		swatch( 'Color', 'Negro' ).focus();
		await user.keyboard( '{Delete}' );
		expect( checked( 'Color' ) ).toEqual( [] );
	} );

	it( 'given the out-of-stock XL focused by script › Space and Enter do nothing', async () => {
		const user = await openHoodie();
		swatch( 'Talla', 'XL (out of stock)' ).focus();
		await user.keyboard( ' {Enter}' );
		expect( checked( 'Talla' ) ).toEqual( [] );
	} );

	it( 'given image swatches › shows each image, and drops an image whose URL is not safe', async () => {
		await openHoodie( {
			pa_color: {
				type: 'image',
				options: {
					negro: { image: '/wp-content/uploads/negro.png' },
					gris: { image: 'javascript:alert(1)' },
				},
			},
		} );
		const images = Array.from( group( 'Color' ).querySelectorAll( 'img' ) );
		expect( images.map( ( image ) => image.getAttribute( 'src' ) ) ).toEqual( [
			'/wp-content/uploads/negro.png',
		] );
		expect( swatch( 'Color', 'Gris' ) ).toHaveTextContent( 'Gris' );
	} );

	it( 'given swatches chosen with the keyboard › the form matches the variation as with selects', async () => {
		const user = await openHoodie();
		swatch( 'Talla', 'S' ).focus();
		await user.keyboard( '{Enter}' );
		await advance( 300 );
		expect( screen.getByText( 'SUD-001-NEGRO-S' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'button', { name: /add to cart/i } ) ).not.toHaveAttribute(
			'aria-disabled'
		);
	} );
} );
