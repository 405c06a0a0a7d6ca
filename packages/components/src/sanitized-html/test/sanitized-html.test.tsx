/** Tests of the SanitizedHtml with DOMPurify loaded: hostile HTML, allowed tags, javascript: links. */

import { render, screen } from '@testing-library/react';

import { loadSanitizer, PRODUCT_DESCRIPTION_ALLOWED_TAGS } from '@cesta/sanitize';

import { SanitizedHtml } from '..';

// These tests are about the sanitised rendering, so DOMPurify is loaded first;
// the first paint before it loads is tested in `before-sanitizer-load.test.tsx`.
beforeAll( () => loadSanitizer() );

describe( 'SanitizedHtml', () => {
	it( 'given hostile HTML › keeps the text and allowed tags, drops scripts and handlers', () => {
		const { container } = render(
			<SanitizedHtml
				html={
					'<p onclick="steal()">Envío <b>gratis</b><script>window.hacked = 1</script><img src=x onerror="alert(1)"></p>'
				}
			/>
		);
		expect( container.querySelector( 'b' ) ).toHaveTextContent( 'gratis' );
		expect( container.querySelector( 'script' ) ).toBeNull();
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect( container.innerHTML ).not.toMatch( /onclick|onerror/ );
	} );

	it( 'given product description tags › keeps lists and images without their handlers', () => {
		render(
			<SanitizedHtml
				html={
					'<ul><li>40 cm</li></ul><img src="https://example.com/a.png" alt="Fan" onerror="alert(1)">'
				}
				allowedTags={ PRODUCT_DESCRIPTION_ALLOWED_TAGS }
				allowedAttributes={ [ 'src', 'alt' ] }
			/>
		);
		expect( screen.getByRole( 'listitem' ) ).toHaveTextContent( '40 cm' );
		const image = screen.getByRole( 'img', { name: 'Fan' } );
		expect( image ).not.toHaveAttribute( 'onerror' );
	} );

	it( 'given a javascript: link › removes the URL', () => {
		const { container } = render(
			<SanitizedHtml html={ '<a href="javascript:alert(1)">click</a>' } tagName="span" />
		);
		expect( container.querySelector( 'span > a' ) ).not.toHaveAttribute( 'href' );
	} );

	it( 'given something that is not a string › renders an empty element', () => {
		const { container } = render( <SanitizedHtml html={ { toString: () => '<b>x</b>' } } /> );
		expect( container.firstChild ).toBeEmptyDOMElement();
	} );
} );
