/**
 * `npm start`: serves the most complete thing the repository can run.
 * - the demo shop (`demo/`), once it exists;
 * - otherwise the Store API mock server (`mocks/`), once it exists;
 * - otherwise it builds the packages and says plainly what is not there yet.
 *
 * Arguments after `--` go on to the demo or the mock server:
 * `npm start -- --plugin path/to/integration.js --gateways path/to/gateways.json`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const passedOn = process.argv.slice( 2 );
const run = ( args ) => {
	const result = spawnSync( 'npm', args, { cwd: ROOT, stdio: 'inherit' } );
	if ( result.status !== 0 ) {
		process.exit( result.status ?? 1 );
	}
};

if ( existsSync( join( ROOT, 'demo', 'package.json' ) ) ) {
	run( [ 'run', 'start', '-w', 'demo', ...( passedOn.length ? [ '--', ...passedOn ] : [] ) ] );
} else if ( existsSync( join( ROOT, 'mocks', 'package.json' ) ) ) {
	run( [ 'run', 'build' ] );
	console.log( 'The demo shop is not built yet; starting the Store API mock server instead.' );
	run( [
		'run',
		'mock-server',
		'-w',
		'mocks',
		...( passedOn.length ? [ '--', ...passedOn ] : [] ),
	] );
} else {
	run( [ 'run', 'build' ] );
	console.log(
		"\nPackages built into each package's dist/. There is no demo shop and no mock server yet:\n" +
			'they arrive with the Store API simulation (mocks/) and the cart block (blocks/cart).'
	);
}
