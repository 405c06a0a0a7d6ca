/** The whole es_ES catalogue as Jed locale data for the cesta text domain. */

import { catalogue } from './catalog';
import { buildLocaleData } from './locale-data';
import type { JedLocaleData } from './types';

/**
 * The whole es_ES catalogue as Jed 1.x locale data for the `cesta` domain,
 * ready for `setLocaleData( esES, 'cesta' )`.
 *
 * @example
 * esES[ '' ]; // { domain: 'cesta', lang: 'es_ES', plural_forms: 'nplurals=2; plural=n != 1;' }
 */
export const esES: Readonly< JedLocaleData > = Object.freeze( buildLocaleData( catalogue ) );
