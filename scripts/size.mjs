/**
 * `npm run size`: what each standalone bundle carries. Builds the standalone
 * bundles (production, minified, as `npm run build` does) with
 * rollup-plugin-visualizer, writes a treemap to `standalone/dist/size.html`
 * and prints, per file, its gzip -9 size and the packages and modules that
 * weigh most in it (per-module gzip sizes overlap: gzip compresses across
 * modules, so they add up to more than the file).
 *
 * `npm run size -- --modules 40` lists more modules per file.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { visualizer } from 'rollup-plugin-visualizer';
import { ROOT } from './workspaces.mjs';

process.env.CESTA_PACKAGES = 'standalone';
const { default: configs } = await import( '../rollup.config.mjs' );
const DIST = join( ROOT, 'standalone', 'dist' );
const moduleCount = Number( process.argv[ process.argv.indexOf( '--modules' ) + 1 ] ) || 15;

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

/** The visualizer names modules by path from the working folder, with a leading slash. */
const pathOf = ( id ) => id.replace( /^\0/, '' ).replace( ROOT, '' ).replace( /^\//, '' );

/** `node_modules/@wordpress/data/…` → `@wordpress/data`; `stores/src/cart/…` → `stores`. */
function packageOf( id ) {
	const inModules = id.split( 'node_modules/' );
	if ( inModules.length > 1 ) {
		const parts = inModules.at( -1 ).split( '/' );
		return parts[ 0 ].startsWith( '@' ) ? `${ parts[ 0 ] }/${ parts[ 1 ] }` : parts[ 0 ];
	}
	const path = pathOf( id );
	return path.includes( '/src/' ) ? path.split( '/src/' )[ 0 ] : path;
}

const reports = [];
for ( const [ index, config ] of configs.entries() ) {
	const dataFile = join( DIST, `size-${ index }.json` );
	const bundle = await rollup( {
		...config,
		plugins: [
			...config.plugins,
			visualizer( {
				filename: join( DIST, index === 0 ? 'size-vendor.html' : 'size.html' ),
				template: 'treemap',
				gzipSize: true,
				title: 'Cesta standalone bundles',
			} ),
			visualizer( { filename: dataFile, template: 'raw-data', gzipSize: true } ),
		],
	} );
	await bundle.write( config.output );
	await bundle.close();
	reports.push( JSON.parse( readFileSync( dataFile, 'utf8' ) ) );
}

for ( const report of reports ) {
	const byFile = new Map();
	for ( const meta of Object.values( report.nodeMetas ) ) {
		for ( const [ file, partId ] of Object.entries( meta.moduleParts ) ) {
			const part = report.nodeParts[ partId ];
			if ( ! byFile.has( file ) ) {
				byFile.set( file, [] );
			}
			byFile
				.get( file )
				.push( { id: meta.id, gzip: part.gzipLength, raw: part.renderedLength } );
		}
	}
	for ( const [ file, modules ] of byFile ) {
		const gzip = gzipSync( readFileSync( join( DIST, file ) ), { level: 9 } ).length;
		const packages = new Map();
		for ( const module of modules ) {
			const name = packageOf( module.id );
			packages.set( name, ( packages.get( name ) ?? 0 ) + module.gzip );
		}
		console.log( `\n${ file }: ${ kb( gzip ) } gzip -9, ${ modules.length } modules` );
		console.table(
			[ ...packages ]
				.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
				.slice( 0, 12 )
				.map( ( [ name, bytes ] ) => ( {
					package: name,
					'gzip (sum of modules)': kb( bytes ),
				} ) )
		);
		console.table(
			modules
				.sort( ( a, b ) => b.gzip - a.gzip )
				.slice( 0, moduleCount )
				.map( ( module ) => ( {
					module: pathOf( module.id ),
					gzip: kb( module.gzip ),
					minified: kb( module.raw ),
				} ) )
		);
	}
}
console.log(
	`\nTreemaps: ${ relative( ROOT, join( DIST, 'size.html' ) ) } (pages), size-vendor.html`
);
