/** Resolves a call's tag and attribute allow-lists, refusing options that would allow something dangerous. */

import {
	DEFAULT_ALLOWED_ATTR,
	DEFAULT_ALLOWED_TAGS,
	NEVER_ALLOWED_ATTR,
	NEVER_ALLOWED_TAGS,
} from './constants';
import { forbiddenAttributeMessage, forbiddenTagMessage, invalidListMessage } from './messages';
import type { SanitizeOptions } from './types';

/**
 * The checked, lower-cased allow-lists one sanitising call uses.
 *
 * @example
 * const lists: AllowLists = { tags: [ 'b' ], attr: [ 'title' ] };
 */
export interface AllowLists {
	tags: string[];
	attr: string[];
}

const checkedCache = new WeakMap< readonly string[], string[] >();

/**
 * Resolves the caller's options to checked allow-lists. Wrong options are a
 * programming error, so they throw at once with a message saying what to fix
 * rather than silently widening or narrowing what is kept.
 *
 * @example
 * resolveAllowLists( { tags: [ 'B' ] } ); // { tags: [ 'b' ], attr: [ 'target', 'href', … ] }
 * resolveAllowLists( { tags: [ 'script' ] } ); // throws
 */
export function resolveAllowLists( options: SanitizeOptions | undefined ): AllowLists {
	return {
		tags: checkList( 'tags', options?.tags ?? DEFAULT_ALLOWED_TAGS ),
		attr: checkList( 'attr', options?.attr ?? DEFAULT_ALLOWED_ATTR ),
	};
}

function checkList( option: 'tags' | 'attr', list: unknown ): string[] {
	if ( ! Array.isArray( list ) ) {
		throw new TypeError( invalidListMessage( option, list ) );
	}
	const cached = checkedCache.get( list );
	if ( cached ) {
		return cached;
	}
	const names = list.map( ( name: unknown ) => {
		if ( typeof name !== 'string' ) {
			throw new TypeError( invalidListMessage( option, list ) );
		}
		return name.trim().toLowerCase();
	} );
	for ( const name of names ) {
		if ( option === 'tags' && NEVER_ALLOWED_TAGS.includes( name ) ) {
			throw new Error( forbiddenTagMessage( name ) );
		}
		if (
			option === 'attr' &&
			( name.startsWith( 'on' ) || NEVER_ALLOWED_ATTR.includes( name ) )
		) {
			throw new Error( forbiddenAttributeMessage( name ) );
		}
	}
	checkedCache.set( list, names );
	return names;
}
