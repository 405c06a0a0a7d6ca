/** A frame like the site editor's template preview (`wp_site_preview=1`) with WordPress's admin bar, for editor-preview tests. */

/**
 * Appends to the page a frame whose URL carries `wp_site_preview=1`, as the
 * site editor's template preview frame, and returns its document with a
 * head, a body and WordPress's admin bar (`#wpadminbar`, and the
 * `html { margin-top: 32px !important }` bump it prints). jsdom loads
 * nothing into frames, so the elements are made here.
 *
 * @example
 * const preview = templatePreviewFrame();
 * renderMiniCartPreview( preview.body.appendChild( preview.createElement( 'div' ) ) );
 * getComputedStyle( preview.getElementById( 'wpadminbar' )! ).display; // 'none'
 */
export function templatePreviewFrame(
	url = 'http://localhost/tienda/?wp_site_preview=1'
): Document {
	const frame = document.createElement( 'iframe' );
	frame.src = url;
	document.body.append( frame );
	const doc = frame.contentDocument!;
	if ( ! doc.documentElement ) {
		doc.append( doc.createElement( 'html' ) );
	}
	doc.documentElement.append( doc.createElement( 'head' ), doc.createElement( 'body' ) );
	const bump = doc.createElement( 'style' );
	bump.textContent = 'html { margin-top: 32px !important; }';
	doc.head.append( bump );
	const adminBar = doc.createElement( 'div' );
	adminBar.id = 'wpadminbar';
	doc.body.append( adminBar );
	return doc;
}

/**
 * Whether WordPress's admin bar shows in `doc` (its computed `display`).
 *
 * @example
 * adminBarShown( templatePreviewFrame() ); // true until hidden
 */
export function adminBarShown( doc: Document ): boolean {
	const adminBar = doc.getElementById( 'wpadminbar' );
	return adminBar !== null && doc.defaultView!.getComputedStyle( adminBar ).display !== 'none';
}
