/**
 * The React-free entries: the server markup (for a Node server) and the
 * classic calls (for a listing's swatch cards) reach neither React nor the
 * component library, so a listing page or a server can use them alone.
 */
import { join } from 'node:path';

import { REACT_AND_STORE_PACKAGES, walkModuleGraph } from '@cesta/test-utils/module-graph';

const SRC = join( __dirname, '..' );
const FORBIDDEN = [ ...REACT_AND_STORE_PACKAGES, '@cesta/mocks' ];

describe.each( [ 'markup.ts', 'classic.ts' ] )(
	'given the %s entry and all it imports',
	( entry ) => {
		const graph = walkModuleGraph( [ join( SRC, entry ) ], ( specifier ) =>
			require.resolve( specifier )
		);

		it( 'walks its own files', () => {
			expect( graph.files ).toContain( join( SRC, entry ) );
		} );

		it( 'never reaches the form folder', () => {
			expect( [ ...graph.files ].filter( ( file ) => file.includes( '/form/' ) ) ).toEqual(
				[]
			);
		} );

		it.each( FORBIDDEN )( 'cannot reach %s', ( name ) => {
			expect( graph.packages ).not.toContain( name );
		} );
	}
);
