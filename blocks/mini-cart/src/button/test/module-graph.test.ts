/**
 * The budget rule of the button (issue 11: ≤ 10 KB gz of our own code before
 * any interaction): the shop's first load carries the button's code, the
 * markup writer and the package's main entry, and none of them may reach
 * React, the data stores or the component library — those come with the
 * drawer, on demand.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { REACT_AND_STORE_PACKAGES, walkModuleGraph } from '@cesta/test-utils/module-graph';

const SRC = join( __dirname, '..', '..' );
const BUTTON = join( SRC, 'button' );
const FORBIDDEN = [
	...REACT_AND_STORE_PACKAGES,
	'@cesta/block-cart',
	'@cesta/cart-checkout-shared',
	'@cesta/mocks',
];

const buttonFiles = readdirSync( BUTTON )
	.filter( ( entry ) => /\.ts$/.test( entry ) )
	.map( ( entry ) => join( BUTTON, entry ) );
const ENTRIES = [ ...buttonFiles, join( SRC, 'index.ts' ), join( SRC, 'markup.ts' ) ];
const graph = walkModuleGraph( ENTRIES, ( specifier ) => require.resolve( specifier ) );

describe( 'given the button’s code, the markup entry and the main entry, with all they import', () => {
	it( 'walks them all, through the cart news and the API client', () => {
		expect( graph.files ).toContain( join( BUTTON, 'enhance.ts' ) );
		expect( graph.files ).toContain( join( SRC, 'index.ts' ) );
		expect( graph.packages ).toContain( '@cesta/cart-events' );
		expect( graph.packages ).toContain( '@cesta/api' );
	} );

	it( 'never reaches the drawer’s folder', () => {
		expect( [ ...graph.files ].filter( ( file ) => file.includes( '/drawer/' ) ) ).toEqual(
			[]
		);
	} );

	it.each( FORBIDDEN )( 'cannot reach %s through any import or dependency', ( name ) => {
		expect( graph.packages ).not.toContain( name );
	} );

	it( 'imports only the API client, the cart news, prices, settings and WordPress’s i18n, fetch and URL helpers', () => {
		expect( [ ...graph.bareImports ].sort() ).toEqual( [
			'@cesta/api',
			'@cesta/blocks-shared/markup-writer',
			'@cesta/cart-events',
			'@cesta/price-format',
			'@cesta/settings',
			'@cesta/types',
			'@wordpress/api-fetch',
			'@wordpress/html-entities',
			'@wordpress/i18n',
			'@wordpress/url',
		] );
	} );
} );

describe( 'given the drawer’s entry, for contrast', () => {
	it( 'reaches React, the stores and the cart’s components (so the walk above would see them)', () => {
		const drawer = walkModuleGraph( [ join( SRC, 'drawer', 'index.ts' ) ], ( specifier ) =>
			require.resolve( specifier )
		);
		[ '@wordpress/element', '@wordpress/data', '@cesta/data', '@cesta/components' ].forEach(
			( name ) => expect( drawer.packages ).toContain( name )
		);
	} );
} );
