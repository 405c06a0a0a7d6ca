/**
 * @jest-environment node
 *
 * postcode-validator bundled with the enum-inlining plugin: the country-code
 * enum is gone from the output and the validator still answers as the
 * library does.
 */
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';

import { inlinePostcodeCountryCodes } from '../rollup/inline-string-enum.mjs';

/** What our validation package takes from the library (not the enum itself). */
const entry = {
	name: 'entry',
	resolveId: ( id: string ) => ( id === 'entry' ? id : null ),
	load: ( id: string ) =>
		id === 'entry' ? "export { postcodeValidator } from 'postcode-validator';" : null,
};

async function bundle( withPlugin: boolean ): Promise< string > {
	const build = await rollup( {
		input: 'entry',
		plugins: [
			entry,
			nodeResolve(),
			...( withPlugin ? [ inlinePostcodeCountryCodes() ] : [] ),
		],
	} );
	const { output } = await build.generate( { format: 'cjs', exports: 'named' } );
	await build.close();
	return output[ 0 ].code;
}

type Validator = { postcodeValidator: ( postcode: string, country: string ) => boolean };

function load( code: string ): Validator {
	const module = { exports: {} as Validator };
	new Function( 'module', 'exports', code )( module, module.exports );
	return module.exports;
}

describe( 'inlining postcode-validator’s country codes', () => {
	it( 'leaves no CountryCode enum in the bundle, and makes it smaller', async () => {
		const [ plain, inlined ] = await Promise.all( [ bundle( false ), bundle( true ) ] );

		expect( plain ).toContain( 'CountryCode' );
		expect( inlined ).not.toContain( 'CountryCode' );
		expect( inlined.length ).toBeLessThan( plain.length );
	} );

	it.each( [
		[ '28001', 'ES', true ],
		[ '2800', 'ES', false ],
		[ 'SW1A 1AA', 'GB', true ],
		[ '10115', 'DE', true ],
		[ '1234', 'DE', false ],
		[ 'anything', 'INTL', true ],
	] )( 'validates %s for %s as the library does (%s)', async ( postcode, country, valid ) => {
		const { postcodeValidator } = load( await bundle( true ) );

		expect( postcodeValidator( postcode, country ) ).toBe( valid );
	} );
} );
