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

/**
 * The two frames an editor preview is checked in, after it rendered in
 * both: `preview` is the site editor's template preview frame, `other` any
 * other frame of the same page; `unmount()` removes both previews.
 *
 * @example
 * const frames: PreviewFrames = renderInPreviewFrames( renderCartBlockPreview );
 */
export interface PreviewFrames {
	preview: Document;
	other: Document;
	unmount: () => void;
}

type PreviewHandle = { unmount: () => void } | Array< { unmount: () => void } > | ( () => void );

const unmountPreview = ( handle: unknown ) => {
	const handles = Array.isArray( handle ) ? handle : [ handle ];
	handles.forEach( ( each: unknown ) => {
		if ( typeof each === 'function' ) {
			( each as () => void )();
		} else if ( typeof ( each as { unmount?: unknown } )?.unmount === 'function' ) {
			( each as { unmount: () => void } ).unmount();
		}
	} );
};

/**
 * Renders an editor preview into a container of the site editor's template
 * preview frame and into one of another frame, as every block's editor entry
 * is checked (spec 1 §2: the admin bar hidden only inside the template
 * preview). React previews call it inside `act`.
 *
 * @example
 * const { preview, other, unmount } = renderInPreviewFrames( renderMiniCartPreview );
 * expect( adminBarShown( preview ) ).toBe( false );
 */
export function renderInPreviewFrames(
	render: ( container: HTMLElement ) => PreviewHandle | unknown
): PreviewFrames {
	const preview = templatePreviewFrame();
	const other = templatePreviewFrame( 'http://localhost/tienda/' );
	const handles = [ preview, other ].map( ( doc ) =>
		render( doc.body.appendChild( doc.createElement( 'div' ) ) )
	);
	return { preview, other, unmount: () => handles.forEach( unmountPreview ) };
}
