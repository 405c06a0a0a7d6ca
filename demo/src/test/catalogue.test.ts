/**
 * The demo's Spanish against the demo's sources: the library's `catalogue`
 * and the demo's own `demoCatalogue` together translate every string the demo
 * renders, the demo's catalogue holds nothing the demo does not use, and it
 * never gives a library string another translation.
 */
import { join } from 'node:path';

import { catalogue } from '@cesta/i18n';
import { extractWorkspace, findCatalogueProblems, findConflicts } from '@cesta/test-utils/i18n';

import { demoCatalogue } from '../i18n/catalogue';

const ROOT = join( __dirname, '../../..' );
const scan = extractWorkspace( ROOT, 'cesta', { include: [ 'demo' ] } );
const { messages } = scan;
const shopCatalogue = { ...catalogue, ...demoCatalogue };

describe( "the demo's sources against the library's and the demo's catalogues", () => {
	it( 'finds the strings of the demo pages (the scan is not empty)', () => {
		expect( messages.map( ( m ) => m.key ) ).toContain( 'Skip to content' );
		expect( messages.filter( ( m ) => ! m.where.startsWith( 'demo/' ) ) ).toEqual( [] );
	} );

	it( 'every string has a Spanish translation of the right shape with the placeholders of its msgid, in the text domain cesta; no entry of the demo catalogue is unused by the demo', () => {
		expect( findCatalogueProblems( scan, shopCatalogue, demoCatalogue ) ).toEqual( [] );
	} );

	it( 'never translates a library msgid differently', () => {
		expect( findConflicts( { '@cesta/i18n': catalogue, demo: demoCatalogue } ) ).toEqual( [] );
	} );
} );
