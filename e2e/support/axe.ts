/** axeViolations: runs axe-core inside a Playwright page and returns the violations, for end-to-end tests. */

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// jest-axe's own axe-core (4.x): the one hoisted to the root is an older copy another package brings.
const fromJestAxe = createRequire( createRequire( __filename ).resolve( 'jest-axe' ) );

/**
 * The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA, as axe-core tags them.
 *
 * @example
 * await axeViolations( page, { tags: WCAG_22_AA_TAGS } );
 */
export const WCAG_22_AA_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

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
	run(
		context: Document | string,
		options: { runOnly?: { type: 'tag'; values: string[] } }
	): Promise< {
		violations: Array< {
			id: string;
			impact: string | null;
			help: string;
			nodes: Array< { target: string[] } >;
		} >;
	} >;
}

/**
 * Waits until the page's finite CSS animations and transitions have ended
 * (those running now; a spinner's endless rotation is left alone): axe
 * measures colours as painted, and a notice fading in is painted half
 * transparent, a contrast failure of a state no shopper reads.
 */
async function waitForAnimationsToEnd( page: Page ): Promise< void > {
	await page.evaluate( () =>
		Promise.all(
			document
				.getAnimations()
				.filter(
					( animation ) =>
						animation.playState === 'running' &&
						animation.effect?.getComputedTiming().endTime !== Infinity
				)
				// A cancelled animation (its element removed) has ended too.
				.map( ( animation ) => animation.finished.catch( () => undefined ) )
		).then( () => undefined )
	);
}

/**
 * Runs axe-core (the copy jest-axe installs) inside the page on the whole
 * document, or only on the elements `within` selects, once its animations
 * have ended, and returns the violations: of its default rules, or only of
 * the rules carrying one of `tags` (e.g. {@link WCAG_22_AA_TAGS}).
 *
 * @example
 * expect( await axeViolations( page ) ).toEqual( [] );
 * expect( await axeViolations( page, { within: '.block-editor-block-list__layout' } ) ).toEqual( [] );
 */
export async function axeViolations(
	page: Page,
	{ tags, within }: { tags?: string[]; within?: string } = {}
): Promise< AxeViolation[] > {
	await waitForAnimationsToEnd( page );
	if ( ! ( await page.evaluate( () => 'axe' in window ) ) ) {
		await page.addScriptTag( { path: fromJestAxe.resolve( 'axe-core/axe.min.js' ) } );
	}
	return page.evaluate(
		async ( [ only, selector ] ) => {
			const { axe } = window as unknown as { axe: Axe };
			const results = await axe.run(
				selector ?? document,
				only ? { runOnly: { type: 'tag', values: only } } : {}
			);
			return results.violations.map( ( violation ) => ( {
				id: violation.id,
				impact: violation.impact,
				help: violation.help,
				targets: violation.nodes.map( ( node ) => node.target.join( ' ' ) ),
			} ) );
		},
		[ tags, within ] as const
	);
}
