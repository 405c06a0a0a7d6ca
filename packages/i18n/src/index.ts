/** Public surface of @cesta/i18n. */

export { addTranslations } from './add-translations';
export { areaCatalogues, catalogue } from './catalog';
export { CONTEXT_SEPARATOR, SPANISH_LOCALE, SPANISH_PLURAL_FORMS, TEXT_DOMAIN } from './constants';
export { esES } from './es-es';
export { isSpanishLocale, loadTranslations } from './load-translations';
export { buildLocaleData } from './locale-data';

export type { Catalogue, JedLocaleData, LocaleHeader } from './types';
