/** The admin bar in editor screens: hidden only inside the site editor's template preview frame (spec 1 §2). */

import { ADMIN_BAR_HIDING_STYLE_ID, SITE_PREVIEW_QUERY_ARG } from './constants';

// WordPress's admin bar and the margin its bump style gives the page
// (`html { margin-top: 32px !important }`, 46 px on small screens);
// `:root` outranks the bump's `html` while both are `!important`.
const HIDING_CSS = '#wpadminbar{display:none !important}html:root{margin-top:0 !important}';

/**
 * Whether `doc` is shown inside the site editor's template preview frame:
 * it is in a frame (its window is not the top one) and its URL carries
 * `wp_site_preview=1`, the mark the site editor gives that frame's URL
 * (read as WordPress's server reads it, as a whole number). The top
 * window and any other frame are not.
 *
 * @example
 * isTemplatePreviewFrame( document ); // true inside the site editor's preview
 */
export function isTemplatePreviewFrame( doc: Document ): boolean {
	const view = doc.defaultView;
	if ( ! view || view === view.top ) {
		return false;
	}
	const mark = new URLSearchParams( doc.location?.search ?? '' ).get( SITE_PREVIEW_QUERY_ARG );
	return mark !== null && Number.parseInt( mark, 10 ) === 1;
}

/**
 * Hides WordPress's admin bar (`#wpadminbar`) and takes away the page's
 * top margin kept for it, only when `doc` is inside the site editor's
 * template preview frame (see `isTemplatePreviewFrame`): a `<style>` is
 * added to its head once. In the top window (the shop, the editor itself)
 * and in any other frame nothing changes. Returns whether the admin bar is
 * hidden.
 *
 * @example
 * hideAdminBarInTemplatePreview( document ); // false on the shop, true in the preview
 */
export function hideAdminBarInTemplatePreview( doc: Document = document ): boolean {
	if ( ! isTemplatePreviewFrame( doc ) ) {
		return false;
	}
	if ( ! doc.getElementById( ADMIN_BAR_HIDING_STYLE_ID ) ) {
		const style = doc.createElement( 'style' );
		style.id = ADMIN_BAR_HIDING_STYLE_ID;
		style.textContent = HIDING_CSS;
		( doc.head ?? doc.documentElement ).append( style );
	}
	return true;
}
