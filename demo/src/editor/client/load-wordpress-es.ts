/**
 * Loads the block editor's Spanish (`wordpress-es.ts`) as soon as it is
 * imported: `main.tsx` imports it first, because some `@wordpress/*` modules
 * translate while they load (`@wordpress/block-editor`'s inspector tabs take
 * their «Settings» and «Styles» titles from `__()` at import time), before
 * any code of `main.tsx` itself runs.
 */
import { loadWordPressTranslations } from './wordpress-es';

loadWordPressTranslations();
