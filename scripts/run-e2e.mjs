/**
 * `npm run e2e` and the last step of `npm test`: the browser suite
 * (jest.e2e.config.mjs) in Debian's Chromium. Extra arguments go to Jest
 * (`npm run e2e -- static-host`).
 *
 * Without Chromium, a developer's machine prints one SKIPPED line and
 * succeeds, so the unit tests still pass there; under CI (`CI` set, as
 * `.ci/run` does) a missing browser fails the run: CI must never pass
 * without the browser suite having run.
 *
 * `CESTA_CHROMIUM_PATH` names another Chromium executable (the suite's
 * launcher, `e2e/support/chromium.ts`, reads it too).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const CHROMIUM = process.env.CESTA_CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL_HINT = 'apt-get install -y chromium';

/** `CI=true`, `CI=1`, … count; an empty `CI`, `0` or `false` does not. */
const underCi = ! [ undefined, '', '0', 'false' ].includes( process.env.CI?.toLowerCase() );

if ( ! existsSync( CHROMIUM ) ) {
	if ( underCi ) {
		console.error(
			`FAILED: the browser suite cannot run: no Chromium at ${ CHROMIUM }. Under CI it must run (${ INSTALL_HINT }).`
		);
		process.exit( 1 );
	}
	console.log( `SKIPPED: chromium not installed at ${ CHROMIUM } (${ INSTALL_HINT })` );
	process.exit( 0 );
}

const jest = join( ROOT, 'node_modules', 'jest', 'bin', 'jest.js' );
const result = spawnSync(
	process.execPath,
	[ jest, '--config', join( ROOT, 'jest.e2e.config.mjs' ), ...process.argv.slice( 2 ) ],
	{ cwd: ROOT, stdio: 'inherit' }
);
process.exit( result.status ?? 1 );
