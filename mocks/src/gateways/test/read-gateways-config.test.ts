/** Tests of finding and reading the gateways configuration file of a command. */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { GatewaysConfigError } from '../parse-gateways-config';
import { gatewaysConfigPathFrom, readGatewaysConfigFile } from '../read-gateways-config';

describe( 'the gateways configuration of a command', () => {
	it.each( [
		[ [ '--gateways', 'a.json' ], {}, 'a.json' ],
		[ [ '--port', '1', '--gateways=b.json' ], {}, 'b.json' ],
		[ [], { CESTA_GATEWAYS: 'c.json' }, 'c.json' ],
		[ [ '--gateways', 'a.json' ], { CESTA_GATEWAYS: 'c.json' }, 'a.json' ],
		[ [], {}, null ],
	] )( 'given %j and %j › the file is %p', ( argv, env, expected ) => {
		expect( gatewaysConfigPathFrom( argv, env ) ).toBe( expected );
	} );

	it( 'given a file › it is read relative to the folder given', () => {
		const folder = mkdtempSync( join( tmpdir(), 'cesta-gateways-' ) );
		writeFileSync(
			join( folder, 'gateways.json' ),
			JSON.stringify( { gateways: [ { id: 'acme', title: 'Acme' } ] } )
		);
		expect(
			readGatewaysConfigFile( 'gateways.json', folder ).gateways.map(
				( gateway ) => gateway.id
			)
		).toEqual( [ 'acme' ] );
	} );

	it( 'given a missing file › the error names it', () => {
		expect( () => readGatewaysConfigFile( '/nowhere/gateways.json' ) ).toThrow(
			GatewaysConfigError
		);
		expect( () => readGatewaysConfigFile( '/nowhere/gateways.json' ) ).toThrow(
			/The gateways configuration \/nowhere\/gateways\.json cannot be used: it cannot be read/
		);
	} );
} );
