/**
 * `npm run e2e` and the last step of `npm test`: the browser suite
 * (jest.e2e.config.mjs) when Debian's Chromium is installed; otherwise one
 * clear SKIPPED line and success, so machines without a browser still pass
 * the unit tests. Extra arguments go to Jest (`npm run e2e -- static-host`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspaces.mjs';

const CHROMIUM = '/usr/bin/chromium';

if ( ! existsSync( CHROMIUM ) ) {
	console.log( 'SKIPPED: chromium not installed (apt-get install -y chromium)' );
	process.exit( 0 );
}

const jest = join( ROOT, 'node_modules', 'jest', 'bin', 'jest.js' );
const result = spawnSync(
	process.execPath,
	[ jest, '--config', join( ROOT, 'jest.e2e.config.mjs' ), ...process.argv.slice( 2 ) ],
	{ cwd: ROOT, stdio: 'inherit' }
);
process.exit( result.status ?? 1 );
