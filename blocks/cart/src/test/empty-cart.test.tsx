/**
 * A shopper who arrives with an empty cart.
 */
import { screen } from '@testing-library/react';

import { renderCartBlockMarkup } from '..';
import { renderCart } from './render-cart';
import { setupCartShop } from './shop';

setupCartShop();

describe( 'the empty cart', () => {
	it( 'given an empty cart › shows the saved empty-cart content and no filled cart', async () => {
		const { container } = renderCart( { shopUrl: '/tienda/' } );
		expect(
			await screen.findByRole(
				'heading',
				{ name: 'Your cart is currently empty!' },
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Browse store' } ) ).toHaveAttribute(
			'href',
			'/tienda/'
		);
		expect( screen.queryByRole( 'table' ) ).toBeNull();
		expect( container.querySelector( '.wc-block-components-sidebar-layout' ) ).toBeNull();
	} );

	it( 'given an empty cart at page load › the focus stays where it was', async () => {
		renderCart();
		await screen.findByRole(
			'heading',
			{ name: 'Your cart is currently empty!' },
			{ timeout: 3000 }
		);
		expect( document.activeElement ).toBe( document.body );
	} );

	it( 'given empty-cart content with other markup › it is kept as the server saved it', async () => {
		renderCart( {
			markup: renderCartBlockMarkup( {
				emptyCartHtml:
					'<h2 class="wp-block-heading">Nada por aquí</h2><p><a href="/ofertas/">Ver ofertas</a></p>',
			} ),
		} );
		expect(
			await screen.findByRole( 'heading', { name: 'Nada por aquí' }, { timeout: 3000 } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'link', { name: 'Ver ofertas' } ) ).toHaveAttribute(
			'href',
			'/ofertas/'
		);
	} );

	it( 'given an empty cart › it fires wc-blocks_render_blocks_frontend once it shows', async () => {
		const fired = jest.fn();
		const { container } = renderCart();
		// Fired on the cart wrapper, as WooCommerce does, where nested blocks wait for it.
		container.addEventListener( 'wc-blocks_render_blocks_frontend', fired );
		await screen.findByRole(
			'heading',
			{ name: 'Your cart is currently empty!' },
			{ timeout: 3000 }
		);
		expect( fired ).toHaveBeenCalledTimes( 1 );
	} );
} );
