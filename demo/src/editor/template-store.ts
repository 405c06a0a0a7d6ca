/** The templates each visitor saved in the playground, kept in memory for as long as the demo runs. */

import { MAX_TEMPLATE_VISITORS } from './constants';
import type { SavedTemplate, TemplateKind } from './parse-template';

/**
 * Saved templates by visitor: each visitor sees only their own, and a reset
 * brings back the default. Past `visitorLimit` visitors, the one who saved
 * least recently is forgotten.
 *
 * @example
 * const templates = createTemplateStore();
 * templates.save( visitorId, template );
 * templates.get( visitorId, 'checkout' )?.root;
 */
export interface TemplateStore {
	get( visitorId: string | null, kind: TemplateKind ): SavedTemplate | null;
	save( visitorId: string, template: SavedTemplate ): void;
	/** Forgets one of the visitor's templates; resolves whether there was one. */
	reset( visitorId: string | null, kind: TemplateKind ): boolean;
	/** How many visitors have templates. */
	visitorCount(): number;
	clear(): void;
}

/**
 * Creates an empty store of saved templates.
 *
 * @example
 * const templates = createTemplateStore( { visitorLimit: 2 } );
 */
export function createTemplateStore( {
	visitorLimit = MAX_TEMPLATE_VISITORS,
}: { visitorLimit?: number } = {} ): TemplateStore {
	// A Map iterates in insertion order: re-inserting on save keeps the least recent first.
	const visitors = new Map< string, Map< TemplateKind, SavedTemplate > >();
	return {
		get: ( visitorId, kind ) =>
			( visitorId !== null && visitors.get( visitorId )?.get( kind ) ) || null,
		save( visitorId, template ) {
			const templates = visitors.get( visitorId ) ?? new Map();
			templates.set( template.kind, template );
			visitors.delete( visitorId );
			visitors.set( visitorId, templates );
			for ( const oldest of visitors.keys() ) {
				if ( visitors.size <= visitorLimit ) {
					break;
				}
				visitors.delete( oldest );
			}
		},
		reset( visitorId, kind ) {
			const templates = visitorId === null ? undefined : visitors.get( visitorId );
			const had = templates?.delete( kind ) ?? false;
			if ( templates?.size === 0 ) {
				visitors.delete( visitorId! );
			}
			return had;
		},
		visitorCount: () => visitors.size,
		clear: () => visitors.clear(),
	};
}
