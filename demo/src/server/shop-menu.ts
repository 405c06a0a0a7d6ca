/** The shop's main menu, the same on every page: the shop, its top categories, the cart, the checkout and the account. */

import { __ } from '@wordpress/i18n';

import type { Engine } from '@cesta/mocks';
import type { HeaderMenuLink } from '@cesta/storefront-chrome/markup';

import { DEMO_PATHS, STOREFRONT_PATHS } from '../constants';

/**
 * The header's main menu for the page at `path`: «Tienda», the shop's top
 * level categories that hold products (read from the simulated shop in
 * process, by name, as a theme's navigation block lists them), «Carrito»,
 * «Finalizar compra» and «Mi cuenta», the page being shown marked current.
 *
 * @example
 * shopMenu( engine, '/carrito/' ).map( ( link ) => link.label );
 * // [ 'Tienda', 'Climatización', 'Cocina', …, 'Carrito', 'Finalizar compra', 'Mi cuenta' ]
 */
export function shopMenu( engine: Engine, path: string ): HeaderMenuLink[] {
	const categories = engine
		.listCategories( { parent: 0, hideEmpty: true, orderby: 'name', perPage: 100 } )
		.items.map( ( category ) => ( {
			label: category.name,
			url: `${ STOREFRONT_PATHS.category }${ category.slug }/`,
		} ) );
	const links: HeaderMenuLink[] = [
		{ label: __( 'Shop', 'cesta' ), url: DEMO_PATHS.shop },
		...categories,
		{ label: __( 'Cart', 'cesta' ), url: DEMO_PATHS.cart },
		{ label: __( 'Checkout', 'cesta' ), url: DEMO_PATHS.checkout },
		{ label: __( 'My account', 'cesta' ), url: DEMO_PATHS.myaccount },
	];
	const current = path === DEMO_PATHS.home ? DEMO_PATHS.shop : path;
	return links.map( ( link ) => ( link.url === current ? { ...link, current: true } : link ) );
}
