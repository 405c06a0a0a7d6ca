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
import { join } from 'node:path';
import { exitUnlessChromium } from './chromium-gate.mjs';
import { ROOT } from './workspaces.mjs';

exitUnlessChromium( 'the browser suite' );

const jest = join( ROOT, 'node_modules', 'jest', 'bin', 'jest.js' );
const result = spawnSync(
	process.execPath,
	[ jest, '--config', join( ROOT, 'jest.e2e.config.mjs' ), ...process.argv.slice( 2 ) ],
	{ cwd: ROOT, stdio: 'inherit' }
);
process.exit( result.status ?? 1 );
