/** Tests of the editor preview: sample products, look-only, no Store API request. */

import {
	previewProducts,
	renderProductCollectionPreview,
} from '@cesta/block-product-collection/editor';
import {
	adminBarShown,
	axe,
	recordRequests,
	setupMockShop,
	renderInPreviewFrames,
} from '@cesta/test-utils';

const shop = setupMockShop();

afterEach( () => document.body.replaceChildren() );

const container = () => {
	const element = document.createElement( 'div' );
	document.body.append( element );
	return element;
};

describe( 'given the editor preview', () => {
	it( 'when rendered › shows the sample products in the block markup, without any request', async () => {
		const calls = recordRequests( shop );
		const element = container();

		renderProductCollectionPreview( element );
		await calls.settled();

		expect(
			[ ...element.querySelectorAll( 'li h3' ) ].map( ( title ) => title.textContent )
		).toEqual( previewProducts().map( ( product ) => product.name ) );
		expect(
			element.querySelector( '[data-block-name="woocommerce/product-collection"]' )
		).not.toBeNull();
		expect( calls.httpRequests() ).toEqual( [] );
		calls.stop();
	} );

	it( 'when rendered › the fan is on sale with its button, the T-shirt links with "Select options"', () => {
		const element = container();

		renderProductCollectionPreview( element );

		const fan = element.querySelector( 'li[data-product-id="17"]' )!;
		expect( fan.querySelector( 'del' ) ).not.toBeNull();
		expect( fan.querySelector( 'button' )?.textContent ).toBe( 'Add to cart' );
		const tshirt = element.querySelector( 'li[data-product-id="27"]' )!;
		expect( tshirt.querySelector( '.wc-block-components-product-button a' )?.textContent ).toBe(
			'Select options'
		);
	} );

	it( 'when a link or button is clicked › nothing happens (look-only)', () => {
		const element = container();
		renderProductCollectionPreview( element );
		const link = element.querySelector< HTMLAnchorElement >( 'h3 a' )!;
		const event = new MouseEvent( 'click', { bubbles: true, cancelable: true } );

		link.dispatchEvent( event );

		expect( event.defaultPrevented ).toBe( true );
	} );

	it( 'when given a list layout › the preview follows the attributes; unmount empties the container', () => {
		const element = container();

		const preview = renderProductCollectionPreview( element, {
			attributes: { displayLayout: { type: 'list' } },
		} );

		expect( element.querySelector( 'ul' )?.classList ).toContain(
			'is-product-collection-layout-list'
		);
		preview.unmount();
		expect( element.innerHTML ).toBe( '' );
	} );

	it( 'when rendered › axe finds no violations', async () => {
		const element = container();

		renderProductCollectionPreview( element );

		expect( await axe( element ) ).toHaveNoViolations();
	} );

	it( 'when the container is not an element › a TypeError says so', () => {
		expect( () => renderProductCollectionPreview( null as never ) ).toThrow(
			/expects an element to render into/
		);
	} );
} );

describe( 'given the site editor’s template preview frame', () => {
	it( 'when the preview renders in it › the frame’s admin bar is hidden; in other frames it stays', () => {
		const { preview, other } = renderInPreviewFrames( renderProductCollectionPreview );

		expect( adminBarShown( preview ) ).toBe( false );
		expect( adminBarShown( other ) ).toBe( true );
	} );
} );
