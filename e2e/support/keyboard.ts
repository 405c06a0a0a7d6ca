/** Moving through a page with the keyboard only, as a shopper without a mouse does: Tab or Shift+Tab until an element has the focus. */

import type { Locator, Page } from 'playwright-core';

/** More Tab presses than any page of the shop needs between two controls. */
const MAX_PRESSES = 80;

/**
 * Whether an element has the focus. It reads the page; it does not move the
 * focus.
 *
 * @example
 * await expect( hasFocus( emailField( page ) ) ).resolves.toBe( true );
 */
export function hasFocus( target: Locator ): Promise< boolean > {
	return target.evaluate( ( element ) => element === document.activeElement );
}

/**
 * Presses Tab (or Shift+Tab, `backwards`) until `target` has the focus, as a
 * keyboard user moves through the page, and returns how many presses it
 * took. The target may arrive a moment later (a part loaded on demand): it
 * is waited for before the first press. Fails when the focus never gets
 * there.
 *
 * @example
 * await tabTo( page, placeOrderButton( page ) );
 * await page.keyboard.press( 'Enter' );
 */
export async function tabTo(
	page: Page,
	target: Locator,
	{ backwards = false }: { backwards?: boolean } = {}
): Promise< number > {
	await target.waitFor();
	for ( let presses = 0; presses <= MAX_PRESSES; presses++ ) {
		if ( await hasFocus( target ) ) {
			return presses;
		}
		await page.keyboard.press( backwards ? 'Shift+Tab' : 'Tab' );
	}
	const focused = await page.evaluate( () => document.activeElement?.outerHTML.slice( 0, 200 ) );
	throw new Error(
		`${ MAX_PRESSES } presses of ${ backwards ? 'Shift+Tab' : 'Tab' } never reached ${ String(
			target
		) }; the focus is on ${ focused ?? 'nothing' }.`
	);
}
