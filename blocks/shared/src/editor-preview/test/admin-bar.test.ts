/**
 * Tests of the admin bar in editor screens (spec 1 §2: hidden only inside a
 * template preview frame): the top window, the site editor's template
 * preview frame (`wp_site_preview=1`) and other frames, each with
 * WordPress's admin bar and its bump margin.
 */
import {
	ADMIN_BAR_HIDING_STYLE_ID,
	hideAdminBarInTemplatePreview,
	isTemplatePreviewFrame,
} from '@cesta/blocks-shared/editor-preview';

const ADMIN_BAR_MARKUP =
	'<div id="wpadminbar" class="nojq">Barra de herramientas</div><main>Tienda</main>';
const BUMP_CSS = 'html { margin-top: 32px !important; }';

/** Gives `doc` WordPress's admin bar and the bump style it prints. */
const withAdminBar = ( doc: Document ) => {
	// A frame's document is empty until it loads (jsdom loads nothing): give it its elements.
	if ( ! doc.documentElement ) {
		doc.append( doc.createElement( 'html' ) );
	}
	if ( ! doc.head ) {
		doc.documentElement.append( doc.createElement( 'head' ) );
	}
	if ( ! doc.body ) {
		doc.documentElement.append( doc.createElement( 'body' ) );
	}
	const bump = doc.createElement( 'style' );
	bump.textContent = BUMP_CSS;
	doc.head.append( bump );
	doc.body.innerHTML = ADMIN_BAR_MARKUP;
	return doc;
};

/** A frame in the page whose document is at `url` and shows the admin bar. */
const frameAt = ( url?: string ) => {
	const frame = document.createElement( 'iframe' );
	if ( url ) {
		frame.src = url;
	}
	document.body.append( frame );
	return withAdminBar( frame.contentDocument! );
};

const adminBarShown = ( doc: Document ) =>
	doc.defaultView!.getComputedStyle( doc.getElementById( 'wpadminbar' )! ).display !== 'none';

const topMargin = ( doc: Document ) =>
	doc.defaultView!.getComputedStyle( doc.documentElement ).marginTop;

afterEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
	window.history.replaceState( null, '', '/' );
} );

describe( 'given the top window (the shop, or the editor itself)', () => {
	it( 'when asked to hide the admin bar, even with wp_site_preview=1 in its URL › leaves it and the margin as they are', () => {
		window.history.replaceState( null, '', '/tienda/?wp_site_preview=1' );
		withAdminBar( document );

		expect( isTemplatePreviewFrame( document ) ).toBe( false );
		expect( hideAdminBarInTemplatePreview( document ) ).toBe( false );
		expect( document.getElementById( ADMIN_BAR_HIDING_STYLE_ID ) ).toBeNull();
		expect( adminBarShown( document ) ).toBe( true );
		expect( topMargin( document ) ).toBe( '32px' );
	} );
} );

describe( 'given the site editor’s template preview frame', () => {
	it( 'when asked to hide the admin bar › hides it and takes the page’s top margin away', () => {
		const preview = frameAt( 'http://localhost/tienda/?wp_site_preview=1' );

		expect( isTemplatePreviewFrame( preview ) ).toBe( true );
		expect( hideAdminBarInTemplatePreview( preview ) ).toBe( true );
		expect( adminBarShown( preview ) ).toBe( false );
		expect( topMargin( preview ) ).toBe( '0px' );
	} );

	it( 'when asked twice › adds its style once, to the frame and not to the page around it', () => {
		const preview = frameAt( 'http://localhost/tienda/?wp_site_preview=1' );

		hideAdminBarInTemplatePreview( preview );
		hideAdminBarInTemplatePreview( preview );

		expect( preview.querySelectorAll( `#${ ADMIN_BAR_HIDING_STYLE_ID }` ) ).toHaveLength( 1 );
		expect( document.getElementById( ADMIN_BAR_HIDING_STYLE_ID ) ).toBeNull();
	} );
} );

describe( 'given other frames', () => {
	it.each( [
		[ 'a storefront page in a frame', 'http://localhost/tienda/' ],
		[ 'a page marked wp_site_preview=0', 'http://localhost/tienda/?wp_site_preview=0' ],
		[ 'a page marked with something else', 'http://localhost/tienda/?wp_site_preview=yes' ],
		[ 'the editor canvas (about:blank)', undefined ],
	] )( 'when %s is asked to hide the admin bar › leaves it shown', ( _case, url ) => {
		const frame = frameAt( url );

		expect( hideAdminBarInTemplatePreview( frame ) ).toBe( false );
		expect( adminBarShown( frame ) ).toBe( true );
		expect( topMargin( frame ) ).toBe( '32px' );
	} );
} );
