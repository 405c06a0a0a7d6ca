/**
 * The first paint, before DOMPurify has loaded. Jest gives each test file a
 * fresh module registry, so in this file nothing has loaded the sanitiser
 * yet when the test renders — exactly as on a page's first paint.
 */
import { render, waitFor } from '@testing-library/react';

import { isSanitizerLoaded } from '@cesta/sanitize';

import { SanitizedHtml } from '..';
import { ProductPrice } from '../../product-price';
import { ProductDetails, ProductSummary } from '../../product-metadata';

const HOSTILE =
	'<p onclick="window.hacked=1">Envío <b>gratis</b><script>window.hacked=1</script><img src=x onerror="window.hacked=1"><a href="javascript:window.hacked=1" onmouseover="window.hacked=1">ver</a></p>';
const HOSTILE_DESCRIPTION =
	'<p>Ventilador <b>de pie</b> con mando<svg onload="window.hacked=1"></svg> a distancia y tres velocidades</p><iframe srcdoc="<script>parent.hacked=1</script>"></iframe>';
const HOSTILE_PRICE =
	'<del><span class="amount">€49.99</span></del> <ins onmouseover="window.hacked=1"><span class="amount">€39.99</span></ins><img src=x onerror=window.hacked=1>';
const DANGEROUS_TAGS = [ 'script', 'img', 'svg', 'iframe', 'style', 'object', 'embed' ];

/** Every element that is ever inserted into `root`, and every attribute ever set. */
function recordInsertedElements( root: HTMLElement ) {
	const seen: Element[] = [];
	const record = ( records: MutationRecord[] ) => {
		for ( const { addedNodes, target, type } of records ) {
			if ( type === 'attributes' ) {
				seen.push( target as Element );
			}
			addedNodes.forEach( ( node ) => {
				if ( node instanceof Element ) {
					seen.push( node, ...Array.from( node.querySelectorAll( '*' ) ) );
				}
			} );
		}
	};
	const observer = new MutationObserver( record );
	observer.observe( root, { childList: true, subtree: true, attributes: true } );
	return () => {
		record( observer.takeRecords() );
		observer.disconnect();
		return seen;
	};
}

function describeDangers( elements: Element[] ): string[] {
	return elements.flatMap( ( element ) => [
		...( DANGEROUS_TAGS.includes( element.localName ) ? [ `<${ element.localName }>` ] : [] ),
		...Array.from( element.attributes )
			.filter(
				( { name, value } ) =>
					name.startsWith( 'on' ) || /^\s*javascript:/i.test( value ) || name === 'srcdoc'
			)
			.map( ( { name } ) => `${ name } on <${ element.localName }>` ),
	] );
}

describe( 'given DOMPurify has not loaded yet (the first paint)', () => {
	it( 'when server HTML is hostile › shows it as plain text at once, then sanitised, and never puts a dangerous element or attribute in the DOM', async () => {
		expect( isSanitizerLoaded() ).toBe( false );
		const host = document.body.appendChild( document.createElement( 'div' ) );
		const stopRecording = recordInsertedElements( host );

		const { container } = render(
			<>
				<SanitizedHtml html={ HOSTILE } />
				<ProductSummary shortDescription={ HOSTILE_DESCRIPTION } maxLength={ 5 } />
				<ProductDetails details={ [ { name: 'Nota', value: HOSTILE } ] } />
				<ProductPrice priceHtml={ HOSTILE_PRICE } />
			</>,
			{ container: host }
		);

		// First paint: the text is there, no markup of the server HTML is.
		expect( container ).toHaveTextContent(
			'Envío gratisverVentilador de pie con mando…Nota: Envío gratisver€49.99 €39.99'
		);
		expect( container.querySelector( 'p, b, a, del, ins' ) ).toBeNull();

		// Then DOMPurify loads and the same content re-renders sanitised.
		await waitFor( () => expect( container.querySelectorAll( 'b' ) ).toHaveLength( 3 ) );
		expect( container.querySelector( 'ins .amount' ) ).toHaveTextContent( '€39.99' );
		expect(
			container.querySelector( '.wc-block-components-product-summary' )
		).toHaveTextContent( /^Ventilador de pie con mando…$/ );

		expect( describeDangers( stopRecording() ) ).toEqual( [] );
		expect( ( window as unknown as { hacked?: number } ).hacked ).toBeUndefined();
	} );
} );
