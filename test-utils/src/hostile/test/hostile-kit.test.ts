/**
 * The hostile-input kit catches what it must: a handler that reaches the
 * page runs under `fireInlineHandlerEvents` and calls the sentinel; every
 * kind of active markup is reported; payloads are many and distinct; the
 * hostile shop puts every one of them somewhere.
 */
import {
	XSS_PAYLOADS,
	XSS_SENTINEL,
	findDomDangers,
	fireInlineHandlerEvents,
	hostileShop,
	markersIn,
	purchasableProductIds,
	rotatePayloads,
} from '..';

type SentinelWindow = Window & { [ XSS_SENTINEL ]?: jest.Mock };

afterEach( () => {
	delete ( window as SentinelWindow )[ XSS_SENTINEL ];
	document.body.innerHTML = '';
} );

describe( 'the payloads', () => {
	it( 'are more than 100, each with its own marker and a call of the sentinel or a load from xss.example', () => {
		expect( XSS_PAYLOADS.length ).toBeGreaterThanOrEqual( 100 );
		expect( new Set( XSS_PAYLOADS.map( ( payload ) => payload.marker ) ).size ).toBe(
			XSS_PAYLOADS.length
		);
		expect( new Set( XSS_PAYLOADS.map( ( payload ) => payload.text ) ).size ).toBe(
			XSS_PAYLOADS.length
		);
		for ( const payload of XSS_PAYLOADS ) {
			expect( payload.text.startsWith( `${ payload.marker } ` ) ).toBe( true );
		}
	} );

	it( 'finds the markers in a text', () => {
		expect( markersIn( 'xss-001 Ventilador xss-042 y xss-001' ) ).toEqual( [
			'xss-001',
			'xss-042',
		] );
	} );
} );

describe( 'fireInlineHandlerEvents', () => {
	it( 'given an onerror handler that reached the page › runs it, so the sentinel is called', () => {
		const sentinel = jest.fn();
		( window as SentinelWindow )[ XSS_SENTINEL ] = sentinel;
		document.body.innerHTML = `<div><img src="x" onerror="${ XSS_SENTINEL }(7)"></div>`;
		fireInlineHandlerEvents( document.body );
		expect( sentinel ).toHaveBeenCalledWith( 7 );
	} );
} );

describe( 'findDomDangers', () => {
	it.each( [
		[ '<img src="x" onerror="x()">', 'handler onerror on <img>' ],
		[ '<a href=" jav&#x09;ascript:x()">a</a>', 'href=" jav\tascript:x()" on <a>' ],
		[ '<iframe srcdoc="x"></iframe>', 'element <iframe>' ],
		[
			'<img srcset="/a.jpg 1x, javascript:x() 2x">',
			'srcset="/a.jpg 1x, javascript:x() 2x" on <img>',
		],
		[
			'<div style="background:url(javascript:x())"></div>',
			'style="background:url(javascript:x())" on <div>',
		],
		[ '<meta http-equiv="Refresh" content="0">', 'meta refresh' ],
		[ '<svg><a href="data:text/html,x"></a></svg>', 'href="data:text/html,x" on <a>' ],
	] )( 'given %s › reports it', ( html, danger ) => {
		document.body.innerHTML = html;
		expect( findDomDangers( document.body ) ).toContain( danger );
	} );

	it( 'given inert markup with safe links and a template › reports nothing', () => {
		document.body.innerHTML =
			'<p><a href="/tienda/">Tienda</a> <a href="mailto:a@b.es">correo</a> <img src="https://x.es/a.jpg" alt="x"></p><template><img src=x onerror=x()></template>';
		expect( findDomDangers( document.body ) ).toEqual( [] );
	} );
} );

describe( 'hostileShop', () => {
	it( 'puts every payload in at least one field, and the products stay purchasable', () => {
		const { fixtures, placements } = hostileShop();
		const placed = new Set( placements.map( ( placement ) => placement.payloadId ) );
		expect( placed.size ).toBe( XSS_PAYLOADS.length );
		expect( purchasableProductIds( fixtures ).length ).toBeGreaterThan( 20 );
		expect( fixtures.products[ 0 ].name ).toMatch( /^xss-\d{3} / );
		expect( fixtures.pickupLocations[ 0 ].details ).toMatch( /^xss-\d{3} / );
		expect( fixtures.paymentGateways[ 0 ].title ).toMatch( /^xss-\d{3} / );
	} );

	it( 'given rotated payloads › the first product takes the payload at the offset', () => {
		const { fixtures } = hostileShop( rotatePayloads( XSS_PAYLOADS, 31 ) );
		// The store's name takes the first payload dealt, the first product's name the next.
		expect( fixtures.products[ 0 ].name ).toBe( XSS_PAYLOADS[ 32 ].text );
	} );
} );
