/**
 * @jest-environment node
 *
 * `scripts/storybook-a11y.mjs` without a browser: like the browser suite's
 * runner, a developer's machine skips the check with a notice (and builds
 * nothing), CI fails. The browser is "missing" because `CESTA_CHROMIUM_PATH`
 * points at a file that does not exist, so this runs on machines with or
 * without Chromium.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join( __dirname, '..', 'storybook-a11y.mjs' );
const MISSING_BROWSER = join( __dirname, 'no-such-chromium' );

/** Runs the script with the browser missing and `CI` as given (absent when undefined). */
function runWithoutBrowser( ci: string | undefined ) {
	const { CI: _inherited, ...env } = process.env;
	const result = spawnSync( process.execPath, [ SCRIPT ], {
		env: {
			...env,
			CESTA_CHROMIUM_PATH: MISSING_BROWSER,
			...( ci === undefined ? {} : { CI: ci } ),
		},
		encoding: 'utf8',
		timeout: 30000,
	} );
	return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe( 'given no Chromium', () => {
	it( 'when not under CI › skips the Storybook check with a notice and succeeds', () => {
		const { status, stdout, stderr } = runWithoutBrowser( undefined );

		expect( stdout ).toBe(
			`SKIPPED: chromium not installed at ${ MISSING_BROWSER } (apt-get install -y chromium)\n`
		);
		expect( stderr ).toBe( '' );
		expect( status ).toBe( 0 );
	} );

	it.each( [ '1', 'true' ] )( 'when CI=%s › fails the run and says why', ( ci ) => {
		const { status, stdout, stderr } = runWithoutBrowser( ci );

		expect( stderr ).toBe(
			`FAILED: the Storybook accessibility check cannot run: no Chromium at ${ MISSING_BROWSER }. Under CI it must run (apt-get install -y chromium).\n`
		);
		expect( stdout ).toBe( '' );
		expect( status ).toBe( 1 );
	} );

	it.each( [ '', '0', 'false' ] )( 'when CI=%j (not CI) › still only skips', ( ci ) => {
		expect( runWithoutBrowser( ci ).status ).toBe( 0 );
	} );
} );
