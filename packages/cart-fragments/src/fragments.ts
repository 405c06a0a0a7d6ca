/** Applying cart fragments: each selector's elements replaced by the fragment's HTML, sanitised first. */

import { loadSanitizer, sanitizeHTMLOrText } from '@cesta/sanitize';

import { FRAGMENT_ALLOWED_ATTR, FRAGMENT_ALLOWED_TAGS } from './constants';
import type { Fragments } from './types';

const LISTS = { tags: FRAGMENT_ALLOWED_TAGS, attr: FRAGMENT_ALLOWED_ATTR };

const isFragments = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Cleans fragments for the page: each HTML string through `@cesta/sanitize`
 * with {@link FRAGMENT_ALLOWED_TAGS} / {@link FRAGMENT_ALLOWED_ATTR} (script,
 * event handlers, `javascript:` links, forms and their controls never
 * survive); values that are not strings are dropped. Resolves with `null`
 * when the sanitiser cannot be loaded: nothing unsanitised is ever returned.
 *
 * @example
 * await sanitizeFragments( { 'span.count': '<span class="count" onclick="x()">2</span>' } );
 * // { 'span.count': '<span class="count">2</span>' }
 */
export async function sanitizeFragments( fragments: unknown ): Promise< Fragments | null > {
	if ( ! isFragments( fragments ) ) {
		return {};
	}
	try {
		// DOMPurify is a chunk of its own, fetched the first time fragments arrive.
		await loadSanitizer();
	} catch {
		return null;
	}
	const clean: Fragments = {};
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		if ( typeof html === 'string' ) {
			clean[ selector ] = sanitizeHTMLOrText( html, LISTS );
		}
	}
	return clean;
}

const parse = ( html: string, root: Document ) => {
	const template = root.createElement( 'template' );
	template.innerHTML = html;
	return template.content;
};

/**
 * Replaces every element each selector matches in `root` with its
 * (already sanitised) fragment, as WooCommerce's `$( selector ).replaceWith( html )`
 * does. A selector the browser cannot parse is skipped.
 *
 * @example
 * replaceFragments( await sanitizeFragments( answer.fragments ) ?? {} );
 */
export function replaceFragments( fragments: Fragments, root: Document = document ): void {
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		let targets: Element[];
		try {
			targets = Array.from( root.querySelectorAll( selector ) );
		} catch {
			continue;
		}
		const content = parse( html, root );
		targets.forEach( ( target ) => target.replaceWith( content.cloneNode( true ) ) );
	}
}
