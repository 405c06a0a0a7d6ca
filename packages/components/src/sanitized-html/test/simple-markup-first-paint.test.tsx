/**
 * Descriptions that are only paragraphs, line breaks, bold and italics (what
 * WordPress stores for most products) need no sanitiser: they render as HTML
 * on the first paint and DOMPurify is never downloaded. Jest gives each test
 * file a fresh module registry, so nothing has loaded DOMPurify here.
 */
import { act, render } from '@testing-library/react';

import { isSanitizerLoaded } from '@cesta/sanitize';

import { SanitizedHtml } from '..';
import { ProductSummary } from '../../product-metadata';

describe( 'given server HTML that is only simple markup', () => {
	it( 'when rendered › shows its markup on the first paint and never loads DOMPurify', async () => {
		const { container } = render(
			<>
				<SanitizedHtml html="<p>Envío <b>gratis</b><br />desde 50 €</p>" />
				<ProductSummary
					shortDescription="<p>Ventilador de pie <strong>con mando</strong> a distancia y tres velocidades</p>"
					maxLength={ 5 }
				/>
			</>
		);

		expect( container.querySelector( 'p b' ) ).toHaveTextContent( 'gratis' );
		expect( container.querySelector( 'p br' ) ).not.toBeNull();
		expect(
			container.querySelector( '.wc-block-components-product-summary p strong' )
		).toHaveTextContent( /^con mando…$/ );

		// Effects have run and any dynamic import would have settled by now.
		await act( () => new Promise( ( resolve ) => setTimeout( resolve, 100 ) ) );
		expect( isSanitizerLoaded() ).toBe( false );
	} );
} );
