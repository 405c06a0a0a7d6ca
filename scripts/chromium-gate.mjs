/**
 * The rule every browser check of `npm test` follows: it runs in Debian's
 * Chromium (`/usr/bin/chromium`, or `CESTA_CHROMIUM_PATH`), never a
 * downloaded browser. Without it, a developer's machine prints one SKIPPED
 * line and succeeds, so the other checks still pass there; under CI (`CI`
 * set, as `.ci/run` does) a missing browser fails the run.
 */
import { existsSync } from 'node:fs';

const INSTALL_HINT = 'apt-get install -y chromium';

/**
 * The Chromium executable the browser checks use.
 *
 * @type {string}
 */
export const CHROMIUM = process.env.CESTA_CHROMIUM_PATH || '/usr/bin/chromium';

/** `CI=true`, `CI=1`, … count; an empty `CI`, `0` or `false` does not. */
const underCi = ! [ undefined, '', '0', 'false' ].includes( process.env.CI?.toLowerCase() );

/**
 * Exits the process when Chromium is missing: with 0 and a SKIPPED line on
 * a developer's machine, with 1 and a FAILED line under CI.
 *
 * @param {string} check What cannot run without it, e.g. 'the browser suite'.
 * @example
 * exitUnlessChromium( 'the browser suite' );
 */
export function exitUnlessChromium( check ) {
	if ( existsSync( CHROMIUM ) ) {
		return;
	}
	if ( underCi ) {
		console.error(
			`FAILED: ${ check } cannot run: no Chromium at ${ CHROMIUM }. Under CI it must run (${ INSTALL_HINT }).`
		);
		process.exit( 1 );
	}
	console.log( `SKIPPED: chromium not installed at ${ CHROMIUM } (${ INSTALL_HINT })` );
	process.exit( 0 );
}
