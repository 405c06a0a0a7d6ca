/** Our own DOMPurify instance, made on first use, with hooks for event handlers, URLs and new-window links. */

import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

import { NEW_WINDOW_REL_TOKENS } from './constants';
import { isSafeUrl, isSrcsetSafe } from './safe-url';

const URL_ATTRIBUTES = new Set( [ 'href', 'src', 'action', 'formaction', 'cite', 'poster' ] );

let purifier: Purifier | null | undefined;

/**
 * Our own DOMPurify instance, created on first use (so importing the package
 * touches no DOM) and carrying our hooks without changing the shared default
 * instance other code may use. `null` where there is no usable DOM.
 *
 * @example
 * getPurifier()?.sanitize( html, config ) ?? htmlToSafeText( html );
 */
export function getPurifier(): Purifier | null {
	if ( purifier === undefined ) {
		purifier = createPurifier();
	}
	return purifier;
}

function createPurifier(): Purifier | null {
	if ( typeof window === 'undefined' || typeof window.document === 'undefined' ) {
		return null;
	}
	const instance = DOMPurify( window );
	if ( ! instance.isSupported ) {
		return null;
	}
	instance.addHook( 'uponSanitizeAttribute', ( _node, event ) => {
		const name = event.attrName.toLowerCase();
		if ( name.startsWith( 'on' ) ) {
			event.keepAttr = false;
		} else if ( URL_ATTRIBUTES.has( name ) && ! isSafeUrl( event.attrValue ) ) {
			event.keepAttr = false;
		} else if ( name === 'srcset' && ! isSrcsetSafe( event.attrValue ) ) {
			event.keepAttr = false;
		}
	} );
	instance.addHook( 'afterSanitizeAttributes', ( node ) => {
		if ( node.getAttribute( 'target' )?.trim().toLowerCase() === '_blank' ) {
			addRelTokens( node, NEW_WINDOW_REL_TOKENS );
		}
	} );
	return instance;
}

function addRelTokens( node: Element, tokens: readonly string[] ): void {
	const current = ( node.getAttribute( 'rel' ) ?? '' ).split( /\s+/ ).filter( Boolean );
	const lower = current.map( ( token ) => token.toLowerCase() );
	const missing = tokens.filter( ( token ) => ! lower.includes( token ) );
	if ( missing.length > 0 ) {
		node.setAttribute( 'rel', [ ...current, ...missing ].join( ' ' ) );
	}
}
