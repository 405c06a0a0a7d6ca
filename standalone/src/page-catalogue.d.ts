/**
 * Resolved by the standalone build (`scripts/rollup/page-catalogue.mjs`):
 * importing it adds the page's Spanish strings to `wp.i18n`.
 */
declare module 'cesta:page-catalogue' {}
