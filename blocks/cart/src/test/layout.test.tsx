/**
 * The filled cart's layout follows its own width (spec 2 §9): above 700 px
 * `is-large` (two columns), above 520 `is-medium`, above 400 `is-small`,
 * else `is-mobile` (stacked).
 */
import { act } from '@testing-library/react';

import { installResizeObserver, PRODUCTS, resizeTo } from '@cesta/test-utils';

import { findCartTable, renderCart } from './render-cart';
import { fillCart, setupCartShop } from './shop';

setupCartShop();
installResizeObserver();

describe( 'the filled cart layout', () => {
	it.each( [
		[ 960, 'is-large' ],
		[ 701, 'is-large' ],
		[ 700, 'is-medium' ],
		[ 521, 'is-medium' ],
		[ 450, 'is-small' ],
		[ 400, 'is-mobile' ],
	] )( 'given a container %d px wide › it has the class %s', async ( width, className ) => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart();
		await findCartTable();
		const layout = container.querySelector(
			'.wc-block-components-sidebar-layout'
		) as HTMLElement;
		expect( layout ).toHaveClass( 'wc-block-cart' );
		act( () => resizeTo( layout, width ) );
		expect( layout ).toHaveClass( className );
		expect( layout.querySelector( ':scope > .wc-block-cart__main' ) ).not.toBeNull();
		expect( layout.querySelector( ':scope > .wc-block-cart__sidebar' ) ).not.toBeNull();
	} );

	it( 'given hasDarkControls › the layout says so for the theme', async () => {
		await fillCart( [ [ PRODUCTS.FAN, 1 ] ] );
		const { container } = renderCart( { attributes: { hasDarkControls: true } } );
		await findCartTable();
		expect( container.querySelector( '.wc-block-components-sidebar-layout' ) ).toHaveClass(
			'has-dark-controls'
		);
	} );
} );
