/** Tests of the msgid extractor and the workspace filter: quoting, contexts, plurals, domains, workspaces. */

import { join } from 'node:path';

import {
	extractMessages,
	extractWorkspace,
	listWorkspaceSources,
	selectWorkspaces,
} from '../extract-messages';

const ROOT = join( __dirname, '../../../..' );

const extract = ( source: string, file = 'src/example.ts' ) =>
	extractMessages( source, file, 'cesta' );

describe( 'the msgid extractor', () => {
	it( 'given __() with single or double quotes › finds each msgid', () => {
		const { messages, problems } = extract(
			`__( 'Subtotal', 'cesta' );\n__( "Taxes", "cesta" );`
		);
		expect( messages.map( ( m ) => m.key ) ).toEqual( [ 'Subtotal', 'Taxes' ] );
		expect( messages[ 1 ]!.where ).toBe( 'src/example.ts:2' );
		expect( problems ).toEqual( [] );
	} );

	it( 'given escaped quotes › reads the msgid as the string it stands for', () => {
		const { messages } = extract(
			String.raw`__( 'It\'s "here"', 'cesta' ); __( "\"%s\" was removed from your cart.", 'cesta' );`
		);
		expect( messages.map( ( m ) => m.msgid ) ).toEqual( [
			`It's "here"`,
			'"%s" was removed from your cart.',
		] );
	} );

	it( 'given a call over several lines with a comment › finds it at the line it starts', () => {
		const { messages } = extract(
			[
				'const a = 1;',
				'const label = sprintf(',
				'	/* translators: %s: product name */',
				'	__(',
				"		'%s has been removed from your cart.',",
				"		'cesta'",
				'	),',
				'	name',
				');',
			].join( '\n' )
		);
		expect( messages ).toEqual( [
			{
				key: '%s has been removed from your cart.',
				msgid: '%s has been removed from your cart.',
				where: 'src/example.ts:4',
			},
		] );
	} );

	it( 'given _x, _n and _nx › keys context strings with \\u0004 and keeps the plural', () => {
		const { messages, problems } = extract(
			[
				"_x( 'Apply', 'coupon button', 'cesta' );",
				"_n( '%d item', '%d items', count, 'cesta' );",
				"_nx( '%d rate', '%d rates', n, 'shipping', 'cesta' );",
			].join( '\n' )
		);
		expect( problems ).toEqual( [] );
		expect(
			messages.map( ( { key, plural, context } ) => ( { key, plural, context } ) )
		).toEqual( [
			{ key: 'coupon button\u0004Apply', plural: undefined, context: 'coupon button' },
			{ key: '%d item', plural: '%d items', context: undefined },
			{ key: 'shipping\u0004%d rate', plural: '%d rates', context: 'shipping' },
		] );
	} );

	it( 'given calls through an i18n object and inside JSX › finds them', () => {
		const { messages } = extract(
			"const x = <p title={ i18n.__( 'Close', 'cesta' ) }>{ __( 'Remove item', 'cesta' ) }</p>;",
			'src/component.tsx'
		);
		expect( messages.map( ( m ) => m.key ) ).toEqual( [ 'Close', 'Remove item' ] );
	} );

	it( 'given another text domain or none › reports the call', () => {
		const { messages, problems } = extract(
			[ "__( 'Cart', 'woocommerce' );", "__( 'Checkout' );", "_n( 'a', 'b', 1 );" ].join(
				'\n'
			)
		);
		expect( problems.map( ( p ) => `${ p.where } ${ p.reason }` ) ).toEqual( [
			"src/example.ts:1 __() uses the text domain 'woocommerce', not 'cesta'",
			'src/example.ts:2 __() has no text domain',
			'src/example.ts:3 _n() has no text domain',
		] );
		expect( messages ).toHaveLength( 3 );
	} );

	it( 'given a msgid an extractor cannot read › reports it', () => {
		const { messages, problems } = extract(
			[
				"__( label, 'cesta' );",
				"__( `Template`, 'cesta' );",
				"__( 'a' + 'b', 'cesta' );",
				"_x( 'Apply', context, 'cesta' );",
				'__( text, domain );',
			].join( '\n' )
		);
		expect( messages ).toEqual( [] );
		expect( problems.map( ( p ) => p.reason ) ).toEqual( [
			'__() msgid is not a plain string literal: label',
			'__() msgid is not a plain string literal: `Template`',
			"__() msgid is not a plain string literal: 'a' + 'b'",
			'_x() context is not a plain string literal: context',
			'__() msgid is not a plain string literal: text',
			'__() text domain is not a plain string literal: domain',
		] );
	} );

	it( 'given other functions with similar names › ignores them', () => {
		expect(
			extract( "___( 'x', 'cesta' ); _( 'y' ); __n( 'z' ); obj.__x( 'w' );" ).messages
		).toEqual( [] );
	} );

	it( 'lists the sources of every workspace, without tests or stories', () => {
		const files = listWorkspaceSources( ROOT );
		expect( files ).toContain( 'packages/price-format/src/price-range.ts' );
		expect( files ).toContain( 'packages/i18n/src/load-translations.ts' );
		expect( files.filter( ( file ) => /\.test\.|\.stories\.|\/test\//.test( file ) ) ).toEqual(
			[]
		);
	} );
} );

describe( 'the workspace filter', () => {
	it( 'given no filter › selects every workspace of the root package.json', () => {
		const folders = selectWorkspaces( ROOT );
		expect( folders ).toEqual(
			expect.arrayContaining( [ 'demo', 'packages/i18n', 'stores' ] )
		);
		expect( folders ).toEqual( [ ...folders ].sort() );
	} );

	it( 'given include › lists the sources of those workspaces only', () => {
		const files = listWorkspaceSources( ROOT, { include: [ 'demo' ] } );
		expect( files ).toContain( 'demo/src/pages/layout.ts' );
		expect( files.filter( ( file ) => ! file.startsWith( 'demo/' ) ) ).toEqual( [] );
	} );

	it( 'given exclude by folder or package name › leaves those workspaces out', () => {
		for ( const name of [ 'demo', 'cesta-demo' ] ) {
			const files = listWorkspaceSources( ROOT, { exclude: [ name ] } );
			expect( files ).toContain( 'packages/price-format/src/price-range.ts' );
			expect( files.filter( ( file ) => file.startsWith( 'demo/' ) ) ).toEqual( [] );
		}
		expect(
			selectWorkspaces( ROOT, { include: [ 'demo', '@cesta/i18n' ], exclude: [ 'demo' ] } )
		).toEqual( [ 'packages/i18n' ] );
	} );

	it( 'given a name that is no workspace › throws naming it', () => {
		expect( () => listWorkspaceSources( ROOT, { exclude: [ 'dmeo' ] } ) ).toThrow(
			/^No workspace is named "dmeo"; the workspaces are .*\bdemo\b/
		);
		expect( () => extractWorkspace( ROOT, 'cesta', { include: [ 'nowhere' ] } ) ).toThrow(
			'No workspace is named "nowhere"'
		);
	} );

	it( 'extracts the messages of the selected workspaces only', () => {
		const { messages } = extractWorkspace( ROOT, 'cesta', {
			include: [ 'packages/price-format' ],
		} );
		expect( messages.map( ( m ) => m.key ) ).toContain( 'Price between %1$s and %2$s' );
		expect(
			messages.filter( ( m ) => ! m.where.startsWith( 'packages/price-format/' ) )
		).toEqual( [] );
	} );
} );
