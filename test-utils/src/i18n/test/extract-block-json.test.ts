/** Tests of the block.json extractor: WordPress's contexts for titles, descriptions, keywords, style labels and variations; text domains; the workspace scan. */

import { join } from 'node:path';

import { extractBlockJsonMessages } from '../extract-block-json';
import { extractMessages, extractWorkspace, listWorkspaceBlockJson } from '../extract-messages';

const ROOT = join( __dirname, '../../../..' );
const FILE = 'blocks/acme/block-json/gift-note/block.json';

describe( 'the block.json extractor', () => {
	it( 'given a title, description and keywords › keys each with the context WordPress translates it in', () => {
		const { messages, problems } = extractBlockJsonMessages(
			JSON.stringify( {
				name: 'acme/gift-note',
				title: 'Gift note',
				description: 'A note for the gift.',
				keywords: [ 'gift', 'note' ],
				textdomain: 'cesta',
			} ),
			FILE,
			'cesta'
		);
		expect( messages.map( ( message ) => message.key ) ).toEqual( [
			'block title\u0004Gift note',
			'block description\u0004A note for the gift.',
			'block keyword\u0004gift',
			'block keyword\u0004note',
		] );
		expect( messages[ 0 ] ).toEqual( {
			key: 'block title\u0004Gift note',
			msgid: 'Gift note',
			context: 'block title',
			where: FILE,
		} );
		expect( problems ).toEqual( [] );
	} );

	it( 'given style labels and variations › reads them with their own contexts', () => {
		const { messages } = extractBlockJsonMessages(
			JSON.stringify( {
				title: 'Gift note',
				textdomain: 'cesta',
				styles: [ { name: 'plain', label: 'Plain' } ],
				variations: [ { name: 'big', title: 'Big note', keywords: [ 'large' ] } ],
			} ),
			FILE,
			'cesta'
		);
		expect( messages.map( ( message ) => message.key ) ).toEqual( [
			'block title\u0004Gift note',
			'block style label\u0004Plain',
			'block variation title\u0004Big note',
			'block variation keyword\u0004large',
		] );
	} );

	it( 'given another text domain or broken JSON › reports a problem', () => {
		expect(
			extractBlockJsonMessages(
				'{ "title": "Cart", "textdomain": "woocommerce" }',
				FILE,
				'cesta'
			).problems
		).toEqual( [
			{ where: FILE, reason: `block.json uses the text domain "woocommerce", not 'cesta'` },
		] );
		expect( extractBlockJsonMessages( '{ "title": ', FILE, 'cesta' ).problems ).toHaveLength(
			1
		);
	} );

	it( 'given a block.json file › extractMessages reads it as a block.json', () => {
		expect(
			extractMessages( '{ "title": "Cart", "textdomain": "cesta" }', FILE, 'cesta' )
				.messages[ 0 ]?.key
		).toBe( 'block title\u0004Cart' );
	} );

	it( 'given the workspace › the scan includes every block.json of the block packages', () => {
		const files = listWorkspaceBlockJson( ROOT, { include: [ 'blocks/cart' ] } );
		expect( files ).toContain( 'blocks/cart/block-json/cart/block.json' );
		const { messages } = extractWorkspace( ROOT, 'cesta', { include: [ 'blocks/cart' ] } );
		expect( messages ).toContainEqual( {
			key: 'block title\u0004Cart',
			msgid: 'Cart',
			context: 'block title',
			where: 'blocks/cart/block-json/cart/block.json',
		} );
	} );
} );
