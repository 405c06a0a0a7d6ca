/**
 * @jest-environment node
 *
 * Per-page translations: a page carries the catalogue entries whose msgid
 * its modules write as a string literal, however the literal is quoted.
 */
import { createI18n } from '@wordpress/i18n';

import {
	chunkTranslationsStatement,
	filterCatalogue,
	firstPaintChunks,
	literalSpellings,
	pageChunks,
	pageModuleIds,
	splitCatalogues,
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

describe( 'splitCatalogues', () => {
	const chunk = (
		fileName: string,
		code: string,
		imports: string[] = [],
		dynamicImports: string[] = []
	) => ( { type: 'chunk' as const, fileName, code, modules: {}, imports, dynamicImports } );
	// The cart loads the coupon form lazily; the checkout shows it at first paint.
	const bundle = {
		'cart.js': chunk(
			'cart.js',
			'__("Products in cart")',
			[ 'chunks/shared.js' ],
			[ 'chunks/coupon.js', 'chunks/cross-sells.js' ]
		),
		'checkout.js': chunk( 'checkout.js', '__("Checkout only")', [
			'chunks/shared.js',
			'chunks/coupon.js',
		] ),
		'chunks/shared.js': chunk( 'chunks/shared.js', '_n("%d item","%d items",n)' ),
		'chunks/coupon.js': chunk( 'chunks/coupon.js', '__("Can\'t apply")', [
			'chunks/shared.js',
		] ),
		'chunks/cross-sells.js': chunk(
			'chunks/cross-sells.js',
			'__("Say \\"hola\\"");__("Products in cart")'
		),
	};
	const entries = [ bundle[ 'cart.js' ], bundle[ 'checkout.js' ] ];

	it( 'given a page › its first paint is its entry and what that imports statically', () => {
		expect(
			firstPaintChunks( bundle, bundle[ 'cart.js' ] ).map( ( c ) => c.fileName )
		).toEqual( [ 'cart.js', 'chunks/shared.js' ] );
	} );

	it( 'given pages with lazy chunks › each entry carries only its first paint’s strings', () => {
		const { pages } = splitCatalogues( bundle, entries, CATALOGUE );

		expect( Object.keys( pages.get( 'cart.js' )! ).sort() ).toEqual(
			[ '%d item', 'Products in cart' ].sort()
		);
		expect( Object.keys( pages.get( 'checkout.js' )! ).sort() ).toEqual(
			[ '%d item', "Can't apply", 'Checkout only' ].sort()
		);
	} );

	it( 'given a lazy chunk › it carries the strings a page loading it lacks, and none the pages have', () => {
		const { chunks } = splitCatalogues( bundle, entries, CATALOGUE );

		// Lazy on the cart, whose first paint lacks it; at first paint on the checkout.
		expect( chunks.get( 'chunks/coupon.js' ) ).toEqual( {
			"Can't apply": 'No se puede aplicar',
		} );
		// "Products in cart" is already the cart's.
		expect( chunks.get( 'chunks/cross-sells.js' ) ).toEqual( { 'Say "hola"': 'Di «hola»' } );
		expect( chunks.has( 'chunks/shared.js' ) ).toBe( false );
	} );
} );

describe( 'chunkTranslationsStatement', () => {
	const localeData = ( lang: string, entries: Record< string, string[] > ) => ( {
		'': { domain: 'cesta', lang, plural_forms: 'nplurals=2; plural=n != 1;' },
		...entries,
	} );
	// What the wp.i18n global offers (no addLocaleData there), over a fresh instance.
	const globalOf = ( i18n: ReturnType< typeof createI18n > ) => ( {
		getLocaleData: i18n.getLocaleData,
		setLocaleData: i18n.setLocaleData,
	} );
	const run = ( statement: string, i18n: ReturnType< typeof createI18n > | undefined ) =>
		new Function( 'window', statement )( { wp: { i18n: i18n && globalOf( i18n ) } } );

	it( 'given a Spanish page › adds the chunk’s strings to the cesta domain', () => {
		const i18n = createI18n();
		i18n.setLocaleData( localeData( 'es_ES', { Cart: [ 'Carrito' ] } ), 'cesta' );

		run(
			chunkTranslationsStatement(
				localeData( 'es_ES', { 'Password strength': [ 'Seguridad de la contraseña' ] } )
			),
			i18n
		);

		expect( i18n.__( 'Password strength', 'cesta' ) ).toBe( 'Seguridad de la contraseña' );
		expect( i18n.__( 'Cart', 'cesta' ) ).toBe( 'Carrito' );
	} );

	it( 'given a page in another language, or none › adds nothing', () => {
		const english = createI18n();
		run(
			chunkTranslationsStatement(
				localeData( 'es_ES', { 'Password strength': [ 'Seguridad de la contraseña' ] } )
			),
			english
		);
		expect( english.__( 'Password strength', 'cesta' ) ).toBe( 'Password strength' );
		expect( () =>
			run( chunkTranslationsStatement( localeData( 'es_ES', {} ) ), undefined )
		).not.toThrow();
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
