/**
 * What every page entry needs before any block module runs: the Spanish
 * catalogue when the page's locale is Spanish, and a `core/notices` store
 * when the host (not WordPress) has none. Page entries import this module
 * first, so modules that translate while loading already get the catalogue.
 */
import { loadTranslations } from '@cesta/i18n';
import { ensureNoticesStore } from '@cesta/notices';

import { pageLocale } from './page-locale';

loadTranslations( pageLocale() );
ensureNoticesStore();
