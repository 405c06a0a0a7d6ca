/**
 * `@cesta/blocks-shared/editor-preview`: what editor screens need around the
 * blocks' previews, React-free — the admin bar hidden only inside the site
 * editor's template preview frame (spec 1 §2).
 */
export { hideAdminBarInTemplatePreview, isTemplatePreviewFrame } from './editor-preview/admin-bar';
export { ADMIN_BAR_HIDING_STYLE_ID, SITE_PREVIEW_QUERY_ARG } from './editor-preview/constants';
