/**
 * `npm test`: every check of the repository, in stages. The steps of a stage
 * run side by side — the machine has two cores, and most steps use one
 * (ESLint, tsc, rollup) or spend much of their time waiting (the browser
 * checks) — and the next stage starts once all of them ended:
 *
 * 1. `lint`, `typecheck`, `check:workspace`, `check:build` (the build the
 *    browser checks then use);
 * 2. `test:unit` (Jest, two workers of its own);
 * 3. `e2e` and `test:storybook` (each its own Chromium);
 * 4. `check:weight`.
 *
 * A step's output is printed whole when it ends, under a line with its name,
 * result and time, so parallel steps never interleave. Any failed step fails
 * the run once its stage has ended (the other steps of the stage still
 * report). `node scripts/test.mjs --only e2e,check:weight` runs some steps.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT } from './workspaces.mjs';

const STAGES = [
	[ 'lint', 'typecheck', 'check:workspace', 'check:build' ],
	[ 'test:unit' ],
	[ 'e2e', 'test:storybook' ],
	[ 'check:weight' ],
];

const { values } = parseArgs( { options: { only: { type: 'string' } } } );
const only = values.only?.split( ',' ).map( ( step ) => step.trim() );

/** Runs `npm run <step>`, keeping its output; resolves with its exit code and duration. */
function runStep( step ) {
	const started = Date.now();
	const output = [];
	return new Promise( ( resolve ) => {
		const child = spawn( 'npm', [ 'run', '--silent', step ], {
			cwd: ROOT,
			env: process.env,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
		child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
		child.on( 'close', ( code, signal ) =>
			resolve( {
				step,
				ok: code === 0,
				code: code ?? signal,
				seconds: Math.round( ( Date.now() - started ) / 1000 ),
				output: Buffer.concat( output ).toString(),
			} )
		);
	} );
}

const startedAll = Date.now();
const summary = [];
for ( const stage of STAGES ) {
	const steps = stage.filter( ( step ) => ! only || only.includes( step ) );
	if ( steps.length === 0 ) {
		continue;
	}
	console.log( `\n▶ ${ steps.join( ' + ' ) }` );
	const results = await Promise.all(
		steps.map( ( step ) =>
			runStep( step ).then( ( result ) => {
				const status = result.ok ? 'passed' : `FAILED (exit ${ result.code })`;
				process.stdout.write(
					`\n──── ${ result.step }: ${ status } in ${ result.seconds } s ────\n${ result.output }`
				);
				return result;
			} )
		)
	);
	summary.push( ...results );
	const failed = results.filter( ( result ) => ! result.ok );
	if ( failed.length ) {
		console.error(
			`\nnpm test FAILED: ${ failed.map( ( result ) => result.step ).join( ', ' ) }.`
		);
		process.exit( 1 );
	}
}
console.log(
	`\nnpm test passed in ${ Math.round( ( Date.now() - startedAll ) / 1000 ) } s: ${ summary
		.map( ( result ) => `${ result.step } ${ result.seconds } s` )
		.join( ', ' ) }.`
);
