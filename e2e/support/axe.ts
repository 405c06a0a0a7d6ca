/** axeViolations: runs axe-core inside a Playwright page and returns the violations, for end-to-end tests. */

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire( __filename );

/**
 * An axe violation, reduced to what a failing test should print.
 *
 * @example
 * const violation: AxeViolation = { id: 'color-contrast', impact: 'serious', help: '…', targets: [ '.price' ] };
 */
export interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	targets: string[];
}

/** The part of axe-core's API and results the suite reads. */
interface Axe {
	run( context: Document ): Promise< {
		violations: Array< {
			id: string;
			impact: string | null;
			help: string;
			nodes: Array< { target: string[] } >;
		} >;
	} >;
}

/**
 * Runs axe-core (the copy jest-axe installs) inside the page on the whole
 * document, with its default WCAG A/AA rules, and returns the violations.
 *
 * @example
 * expect( await axeViolations( page ) ).toEqual( [] );
 */
export async function axeViolations( page: Page ): Promise< AxeViolation[] > {
	await page.addScriptTag( { path: require.resolve( 'axe-core/axe.min.js' ) } );
	return page.evaluate( async () => {
		const { axe } = window as unknown as { axe: Axe };
		const results = await axe.run( document );
		return results.violations.map( ( violation ) => ( {
			id: violation.id,
			impact: violation.impact,
			help: violation.help,
			targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
		} ) );
	} );
}
