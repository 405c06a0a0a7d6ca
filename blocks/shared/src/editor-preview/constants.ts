/** How WordPress marks the site editor's template preview frame, and the style that hides the admin bar in it. */

/**
 * The query argument the site editor puts in the URL of the frame that
 * previews the site's templates (`wp_site_preview=1`); WordPress's server
 * shows no admin bar for such a request (spec 1 §2: the admin bar is hidden
 * only inside a template preview frame).
 *
 * @example
 * new URL( location.href ).searchParams.get( SITE_PREVIEW_QUERY_ARG ); // '1' in the frame
 */
export const SITE_PREVIEW_QUERY_ARG = 'wp_site_preview';

/**
 * The `id` of the `<style>` that hides the admin bar in a template preview
 * frame, so it is added once.
 *
 * @example
 * document.getElementById( ADMIN_BAR_HIDING_STYLE_ID );
 */
export const ADMIN_BAR_HIDING_STYLE_ID = 'cesta-template-preview-admin-bar';
