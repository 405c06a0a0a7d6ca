/**
 * The es_ES catalogue against the library's sources: every translatable string
 * of every workspace but the apps that carry their own catalogue has a
 * Spanish translation with the same placeholders, every call uses the 'cesta'
 * domain, and no translation is left unused.
 */
import { join } from 'node:path';
import fg from 'fast-glob';

import { catalogue } from '@cesta/i18n';
import type { Catalogue } from '@cesta/i18n';
import { extractWorkspace, findCatalogueProblems, findConflicts } from '@cesta/test-utils/i18n';

const ROOT = join( __dirname, '../../../..' );
const CATALOG_DIR = join( __dirname, '../catalog' );
/** Apps whose pages bring their own Spanish (`addTranslations`), checked by their own tests. */
const APPS_WITH_OWN_CATALOGUE = [ 'demo' ];
const scan = extractWorkspace( ROOT, 'cesta', { exclude: APPS_WITH_OWN_CATALOGUE } );

const loadAreas = async (): Promise< Record< string, Catalogue > > => {
	const files = fg.sync( '*.ts', { cwd: CATALOG_DIR, ignore: [ 'index.ts', '*.test.ts' ] } );
	const areas: Record< string, Catalogue > = {};
	for ( const file of files.sort() ) {
		const exports = ( await import( join( CATALOG_DIR, file ) ) ) as Record<
			string,
			Catalogue
		>;
		const [ area ] = Object.values( exports );
		areas[ file ] = area!;
	}
	return areas;
};

describe( 'the es_ES catalogue against every library workspace source', () => {
	it( 'finds the strings of the sources (the scan is not empty)', () => {
		expect( scan.messages.map( ( m ) => m.key ) ).toContain( 'Price between %1$s and %2$s' );
	} );

	it( 'every string has a Spanish translation of the right shape with the placeholders of its msgid, in the text domain cesta; no catalogue entry is unused', () => {
		expect( findCatalogueProblems( scan, catalogue ) ).toEqual( [] );
	} );
} );

describe( 'the area catalogues', () => {
	it( 'are all merged into the catalogue (else run node packages/i18n/scripts/write-catalog-index.mjs)', async () => {
		const areas = await loadAreas();
		const missing = Object.entries( areas ).flatMap( ( [ file, entries ] ) =>
			Object.keys( entries )
				.filter( ( key ) => ! ( key in catalogue ) )
				.map( ( key ) => `${ file }: ${ JSON.stringify( key ) }` )
		);
		expect( missing ).toEqual( [] );
		expect( Object.keys( areas ) ).toContain( 'price-format.ts' );
	} );

	it( 'never translate the same msgid differently', async () => {
		expect( findConflicts( await loadAreas() ) ).toEqual( [] );
	} );
} );
