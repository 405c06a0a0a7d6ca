/** The system Chromium the end-to-end suite drives: its path, quiet headless flags and launching it. */

import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/**
 * Debian's Chromium (`apt-get install -y chromium`), or the executable
 * `CESTA_CHROMIUM_PATH` names (as `scripts/run-e2e.mjs` reads it); Playwright
 * never downloads one.
 */
export const CHROMIUM_PATH = process.env.CESTA_CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Flags for a quiet, reproducible headless Chromium: no sandbox (CI runs as
 * root), no GPU, no QUIC, and none of the background traffic (updates, sync,
 * first-run) that would show up among the page's requests.
 */
export const CHROMIUM_ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/**
 * Whether the system Chromium the suite drives is installed.
 *
 * @example
 * if ( ! hasChromium() ) console.log( 'SKIPPED' );
 */
export function hasChromium(): boolean {
	return existsSync( CHROMIUM_PATH );
}

/**
 * Launches the system Chromium headless. Playwright gives every launch a
 * fresh temporary profile (user-data dir), removed when the browser closes;
 * each test then opens its own context, so no cookie or storage is shared.
 *
 * @example
 * const browser = await launchChromium();
 * const context = await browser.newContext();
 */
export function launchChromium(): Promise< Browser > {
	return chromium.launch( {
		executablePath: CHROMIUM_PATH,
		headless: true,
		args: CHROMIUM_ARGS,
	} );
}
