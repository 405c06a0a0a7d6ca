/** watchPageHealth and englishOn: what a page must not do (console errors and warnings, failed requests) and must not say (English) in the Spanish demo shop. */

import type { Page } from 'playwright-core';

/**
 * Words and phrases that only show up on a page when a string escaped
 * translation: the English of the shop's own words (its menu, cart,
 * checkout, account and order texts) and common English function words,
 * matched as whole, case-sensitive words. None of them is Spanish, nor the
 * name of a product or place of the sample shop.
 *
 * @example
 * ENGLISH_TELLTALES.includes( 'Add to cart' ); // true
 */
export const ENGLISH_TELLTALES = [
	'Add to cart',
	'Cart',
	'Checkout',
	'Shop',
	'Search',
	'Log in',
	'Log out',
	'My account',
	'Remove',
	'Quantity',
	'Order',
	'Orders',
	'Privacy',
	'Terms',
	'item',
	'items',
	'Proceed',
	'Coupon',
	'Shipping',
	'Loading',
	'Close',
	'Price',
	'Filter',
	'Skip',
	'Continue',
	'Email',
	'Password',
	'Username',
	'Remember',
	'Your',
	'your',
	'the',
	'and',
	'with',
	'for',
	'of',
	'to',
	'is',
] as const;

/**
 * What a watched page did wrong since the last `reset`, as readable lines.
 *
 * @example
 * const health = watchPageHealth( page, { expectedStatus: ( url ) => url.endsWith( '/no-existe/' ) } );
 * expect( health.problems ).toEqual( [] );
 */
export interface PageHealth {
	problems: string[];
	reset(): void;
}

/**
 * Records, from now on, every console error and warning, uncaught
 * exception, request that failed and response with an HTTP error status
 * (but those `allowStatus` accepts, such as the 404 page's own document,
 * and Chromium's console line about them).
 *
 * @example
 * const health = watchPageHealth( page );
 */
export function watchPageHealth(
	page: Page,
	{ allowStatus = () => false }: { allowStatus?: ( url: string, status: number ) => boolean } = {}
): PageHealth {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() !== 'error' && message.type() !== 'warning' ) {
			return;
		}
		// Chromium logs every error status it receives; an allowed one is no problem.
		const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(
			message.text()
		);
		if ( ! status || ! allowStatus( message.location().url, Number( status[ 1 ] ) ) ) {
			problems.push( `console.${ message.type() }: ${ message.text() } (${ page.url() })` );
		}
	} );
	page.on( 'pageerror', ( error ) => problems.push( `uncaught: ${ error.message }` ) );
	page.on( 'requestfailed', ( request ) =>
		problems.push(
			`request failed: ${ request.method() } ${ request.url() } (${
				request.failure()?.errorText ?? 'no answer'
			})`
		)
	);
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 && ! allowStatus( response.url(), response.status() ) ) {
			problems.push( `HTTP ${ response.status() }: ${ response.url() }` );
		}
	} );
	return {
		problems,
		reset: () => problems.splice( 0 ),
	};
}

/**
 * The English tell-tale words (`ENGLISH_TELLTALES`) a page shows or says:
 * in its text (hidden parts such as closed menus and popups included;
 * scripts, styles and templates left out), its `aria-label`s, `alt`s,
 * `title`s, placeholders and the document's title. Each finding names the
 * word and the text it was found in.
 *
 * @example
 * expect( await englishOn( page ) ).toEqual( [] );
 */
export async function englishOn( page: Page ): Promise< string[] > {
	const texts = await page.evaluate( () => {
		const found: string[] = [ document.title ];
		const walker = document.createTreeWalker( document.body, NodeFilter.SHOW_TEXT, {
			acceptNode: ( node ) =>
				node.parentElement?.closest( 'script, style, template, noscript' )
					? NodeFilter.FILTER_REJECT
					: NodeFilter.FILTER_ACCEPT,
		} );
		for ( let node = walker.nextNode(); node; node = walker.nextNode() ) {
			found.push( node.textContent ?? '' );
		}
		for ( const element of document.body.querySelectorAll(
			'[aria-label], [alt], [title], [placeholder]'
		) ) {
			for ( const name of [ 'aria-label', 'alt', 'title', 'placeholder' ] ) {
				found.push( element.getAttribute( name ) ?? '' );
			}
		}
		return found.map( ( text ) => text.trim() ).filter( Boolean );
	} );
	const findings: string[] = [];
	for ( const word of ENGLISH_TELLTALES ) {
		const pattern = new RegExp( `(^|[^\\p{L}])${ word }($|[^\\p{L}])`, 'u' );
		for ( const text of texts ) {
			if ( pattern.test( text ) ) {
				findings.push( `“${ word }” in “${ text.slice( 0, 120 ) }”` );
			}
		}
	}
	return findings;
}
