/** es_ES translations of the strings of @cesta/block-attribute-filter (text domain cesta). */

import type { Catalogue } from '../types';

/**
 * Spanish strings of `@cesta/block-attribute-filter`: the name of its list
 * when the block has no heading (the checkbox list's own texts are in
 * `blocks-shared.ts`).
 *
 * @example
 * blockAttributeFilter[ 'Filter products by %s' ]; // 'Filtrar productos por %s'
 */
export const blockAttributeFilter: Catalogue = {
	'Filter products by %s': 'Filtrar productos por %s',
};
