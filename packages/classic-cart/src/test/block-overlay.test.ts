/**
 * Tests of the blocking overlay (WooCommerce's `block()` / `unblock()`,
 * spec 1 §8: default waiting message 'Please wait...'): what the shopper
 * sees and can click while an element is blocked, and what unblocking gives
 * back.
 */
import { setLocaleData } from '@wordpress/i18n';

import { blockElement, isElementBlocked, unblockElement } from '@cesta/classic-cart';
import { loadTranslations } from '@cesta/i18n';
import { axe } from '@cesta/test-utils';

const showForm = () => {
	document.body.innerHTML =
		'<form class="woocommerce-cart-form"><button type="button">Actualizar carrito</button></form>';
	return document.querySelector< HTMLElement >( 'form' )!;
};

afterEach( () => {
	setLocaleData( {}, 'cesta' );
	document.body.innerHTML = '';
} );

describe( 'given a classic form', () => {
	it( 'when it is blocked without a message › shows "Please wait..." in a status region and marks the form busy', () => {
		const form = showForm();

		blockElement( form );

		expect( form ).toHaveAttribute( 'aria-busy', 'true' );
		expect( form.querySelector( '[role="status"]' ) ).toHaveTextContent( 'Please wait...' );
		expect( form.querySelector( '.blockUI.blockOverlay' ) ).not.toBeNull();
		expect( isElementBlocked( form ) ).toBe( true );
	} );

	it( 'when it is blocked in a Spanish session › shows the es_ES waiting message', () => {
		loadTranslations( 'es_ES' );
		const form = showForm();

		blockElement( form );

		expect( form.querySelector( '[role="status"]' ) ).toHaveTextContent( 'Por favor, espera…' );
	} );

	it( 'when it is blocked with its own message or with null › shows that message, or none over the overlay', () => {
		const form = showForm();
		const row = document.createElement( 'li' );
		document.body.append( row );

		blockElement( form, 'Actualizando el carrito…' );
		blockElement( row, null );

		expect( form.querySelector( '.blockMsg' ) ).toHaveTextContent( 'Actualizando el carrito…' );
		expect( row.querySelector( '.blockMsg' ) ).toBeNull();
		expect( row.querySelector( '.blockOverlay' ) ).not.toBeNull();
		expect( row ).toHaveAttribute( 'aria-busy', 'true' );
	} );

	it( 'when it is blocked › the overlay covers the form, which is positioned for it, and is white at 0.6', () => {
		const form = showForm();

		blockElement( form );

		const overlay = form.querySelector< HTMLElement >( '.blockOverlay' )!;
		expect( form.style.position ).toBe( 'relative' );
		expect( overlay.style.position ).toBe( 'absolute' );
		expect( overlay.style.opacity ).toBe( '0.6' );
		expect( overlay.style.cursor ).toBe( 'wait' );
	} );

	it( 'when it is blocked twice › keeps one overlay and shows the latest message', () => {
		const form = showForm();

		blockElement( form );
		blockElement( form, 'Aplicando cupón…' );

		expect( form.querySelectorAll( '.blockOverlay' ) ).toHaveLength( 1 );
		expect( form.querySelectorAll( '.blockMsg' ) ).toHaveLength( 1 );
		expect( form.querySelector( '.blockMsg' ) ).toHaveTextContent( 'Aplicando cupón…' );
	} );

	it( 'when it is unblocked › the overlay and message go, and its position and busy state are as before', () => {
		const form = showForm();
		const before = form.outerHTML;

		blockElement( form );
		unblockElement( form );

		expect( form.outerHTML ).toBe( before );
		expect( isElementBlocked( form ) ).toBe( false );
	} );

	it( 'when a positioned element is blocked › its own position is kept', () => {
		const form = showForm();
		form.style.position = 'absolute';

		blockElement( form );
		expect( form.style.position ).toBe( 'absolute' );
		unblockElement( form );

		expect( form.style.position ).toBe( 'absolute' );
	} );

	it( 'when an element that is not blocked is unblocked › nothing changes', () => {
		const form = showForm();
		form.setAttribute( 'aria-busy', 'true' );

		unblockElement( form );

		expect( form ).toHaveAttribute( 'aria-busy', 'true' );
	} );

	it( 'when it is blocked › has no accessibility violations', async () => {
		const form = showForm();

		blockElement( form );

		expect( await axe( document.body ) ).toHaveNoViolations();
	} );
} );
