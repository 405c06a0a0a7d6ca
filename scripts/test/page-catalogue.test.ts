/**
 * @jest-environment node
 *
 * Per-page translations: a page carries the catalogue entries whose msgid
 * its modules write as a string literal, however the literal is quoted.
 */
import {
	filterCatalogue,
	literalSpellings,
	pageChunks,
	pageModuleIds,
} from '../rollup/page-catalogue.mjs';
import { workspaceModuleSideEffects } from '../rollup/workspace-side-effects.mjs';

const CATALOGUE = {
	'Products in cart': 'Productos en el carrito',
	'%d item': [ '%d artículo', '%d artículos' ],
	"Can't apply": 'No se puede aplicar',
	'Say "hola"': 'Di «hola»',
	'Order\u0004Total': 'Total del pedido',
	'Checkout only': 'Solo en el pago',
};

describe( 'filterCatalogue', () => {
	it( 'given sources that write some msgids › keeps exactly those entries', () => {
		const sources = [
			"const a = __( 'Products in cart', 'cesta' );",
			"_n( '%d item', '%d items', count, 'cesta' );",
			`__( "Can't apply", 'cesta' );`,
			"__( 'Say \"hola\"', 'cesta' );",
			"_x( 'Total', 'Order', 'cesta' );",
		];

		expect( Object.keys( filterCatalogue( CATALOGUE, sources ) ).sort() ).toEqual(
			[
				'%d item',
				"Can't apply",
				'Order\u0004Total',
				'Products in cart',
				'Say "hola"',
			].sort()
		);
	} );

	it( 'given a context written without its msgid, or the reverse › leaves the entry out', () => {
		expect( filterCatalogue( CATALOGUE, [ "'Order'" ] ) ).toEqual( {} );
		expect( filterCatalogue( CATALOGUE, [ "'Total'" ] ) ).toEqual( {} );
	} );

	it( 'given a msgid only inside a longer string › leaves the entry out', () => {
		expect( filterCatalogue( CATALOGUE, [ "'Checkout only here'" ] ) ).toEqual( {} );
	} );
} );

describe( 'literalSpellings', () => {
	it( 'spells a msgid with quotes and backslashes in every quoting style', () => {
		expect( literalSpellings( "It's \\ ok" ) ).toEqual(
			expect.arrayContaining( [ "'It\\'s \\\\ ok'", '"It\'s \\\\ ok"', "`It's \\\\ ok`" ] )
		);
	} );
} );

describe( 'pageModuleIds', () => {
	const chunk = (
		fileName: string,
		modules: string[],
		imports: string[] = [],
		dynamicImports: string[] = []
	) => ( {
		type: 'chunk' as const,
		fileName,
		modules: Object.fromEntries( modules.map( ( id ) => [ id, { renderedLength: 1 } ] ) ),
		imports,
		dynamicImports,
	} );
	const bundle = {
		'cart.js': chunk(
			'cart.js',
			[ 'cart-block' ],
			[ 'chunks/shared.js' ],
			[ 'chunks/lazy.js' ]
		),
		'checkout.js': chunk(
			'checkout.js',
			[ 'payment-methods', 'place-order' ],
			[ 'chunks/shared.js' ]
		),
		'chunks/shared.js': chunk( 'chunks/shared.js', [ 'stores', 'messages' ] ),
		'chunks/lazy.js': chunk( 'chunks/lazy.js', [ 'cross-sells' ], [ 'chunks/shared.js' ] ),
		'style.css': { type: 'asset' as const, fileName: 'style.css' },
	};

	it( 'given pages sharing a chunk › a page has its chunks’ modules, lazy ones included, and none of the other page’s', () => {
		expect( pageModuleIds( bundle, bundle[ 'cart.js' ] ).sort() ).toEqual(
			[ 'cart-block', 'cross-sells', 'messages', 'stores' ].sort()
		);
		expect( pageModuleIds( bundle, bundle[ 'checkout.js' ] ).sort() ).toEqual(
			[ 'messages', 'payment-methods', 'place-order', 'stores' ].sort()
		);
	} );

	it( 'given a page › its chunks are its entry first, then what it imports, each once', () => {
		expect(
			pageChunks( bundle, bundle[ 'cart.js' ] ).map( ( chunk ) => chunk.fileName )
		).toEqual( [ 'cart.js', 'chunks/shared.js', 'chunks/lazy.js' ] );
	} );

	it( 'given rendered chunk code › only the msgids still written in it are the page’s (tree-shaken functions and comments are not)', () => {
		const code = [
			'import{a as e}from"./chunks/shared.js";e("Products in cart","cesta");',
			'const t=n=>e("%d item","%d items",n,"cesta");',
		];
		expect( Object.keys( filterCatalogue( CATALOGUE, code ) ).sort() ).toEqual(
			[ '%d item', 'Products in cart' ].sort()
		);
	} );
} );

describe( 'workspaceModuleSideEffects', () => {
	const workspaces = [
		{ dir: '/repo/packages/i18n', manifest: { sideEffects: false } },
		{ dir: '/repo/stores', manifest: { sideEffects: [ './src/*/index.ts' ] } },
		{ dir: '/repo/demo', manifest: {} },
	];

	it.each( [
		[ '/repo/packages/i18n/src/es-es.ts', false ],
		[ '/repo/stores/src/cart/index.ts', true ],
		[ '/repo/stores/src/cart/reducer.ts', false ],
		[ '/repo/demo/src/index.ts', undefined ],
		[ '/repo/node_modules/react/index.js', undefined ],
		[ '/elsewhere/a.ts', undefined ],
	] )( '%s › %s', ( id, expected ) => {
		expect( workspaceModuleSideEffects( id, workspaces ) ).toBe( expected );
	} );
} );
