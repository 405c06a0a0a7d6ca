/**
 * @jest-environment node
 *
 * Tests of the demo's payment-plugin kit: its command-line options, the
 * plugin scripts served and printed in order on the cart and checkout
 * pages, the declared gateways in the settings, and the debug panel's last
 * order attempt (observers reported by the page, the POST /checkout the
 * server received).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parseGatewaysConfig } from '@cesta/mocks';

import { cookiesOf, printedGlobal, serveDemoForThisFile } from '../../test/demo-harness';
import { pluginKitArgs } from '../kit-options';

const folder = mkdtempSync( join( tmpdir(), 'cesta-kit-' ) );
const PLUGIN = join( folder, 'integration.js' );
writeFileSync( PLUGIN, 'window.acmeLoaded = true;' );
const { gateways } = parseGatewaysConfig(
	JSON.stringify( [
		{
			id: 'acme_pay',
			title: 'Acme Pay',
			description: 'Paga con Acme.',
			supports: [ 'products', 'refunds' ],
			outcome: { result: 'failure', message: 'Acme rechaza el pago.' },
		},
	] ),
	'test'
);

const shop = serveDemoForThisFile( undefined, { plugins: [ PLUGIN ], gateways } );
const { get } = shop;

const scriptSources = ( html: string ) =>
	[ ...html.matchAll( /<script(?:\s[^>]*)?>/g ) ].map(
		( [ tag ] ) => / src="([^"]+)"/.exec( tag )?.[ 1 ] ?? 'inline'
	);

describe( 'the payment-plugin kit’s options', () => {
	it( 'given --plugin twice, --gateways and the environment › the command line wins, paths from where npm start ran', () => {
		expect(
			pluginKitArgs(
				[ '--plugin', 'a.js', '--plugin=lib/b.js', '--gateways', 'g.json' ],
				{ CESTA_PLUGINS: 'x.js', CESTA_GATEWAYS: 'y.json' },
				'/src'
			)
		).toEqual( { plugins: [ '/src/a.js', '/src/lib/b.js' ], gatewaysConfig: '/src/g.json' } );
	} );

	it( 'given only the environment › CESTA_PLUGINS lists the scripts, comma-separated', () => {
		expect(
			pluginKitArgs(
				[],
				{ CESTA_PLUGINS: 'a.js, /abs/b.js', CESTA_GATEWAYS: 'g.json' },
				'/src'
			)
		).toEqual( { plugins: [ '/src/a.js', '/abs/b.js' ], gatewaysConfig: '/src/g.json' } );
	} );
} );

describe( 'the demo with a plugin and a declared gateway', () => {
	it.each( [ '/carrito/', '/checkout/' ] )(
		'given %s › the kit’s inspector, the plugin and the declared methods follow the entry, deferred, and the page prints the kit’s global',
		async ( path ) => {
			const html = await ( await get( path ) ).text();
			const sources = scriptSources( html );
			const entry = sources.findIndex( ( src ) =>
				/\/cesta\/(cart|checkout)\.js$/.test( src )
			);
			expect( sources.slice( entry + 1, entry + 4 ) ).toEqual( [
				'/wp-content/plugins/cesta-kit/__inspector.js',
				'/wp-content/plugins/cesta-kit/1-integration.js',
				'/wp-content/plugins/cesta-kit/__declared-gateways.js',
			] );
			expect( html ).toContain(
				'<script src="/wp-content/plugins/cesta-kit/1-integration.js" defer></script>'
			);
			expect( printedGlobal( html, 'cestaPluginKit' ) ).toEqual( {
				reportUrl: '/__debug/observers',
				declaredGateways: [ 'acme_pay' ],
			} );
		}
	);

	it( 'given the plugin’s URL › its file is served as it is on disk, uncached', async () => {
		const response = await get( '/wp-content/plugins/cesta-kit/1-integration.js' );
		expect( response.headers.get( 'content-type' ) ).toBe( 'text/javascript; charset=UTF-8' );
		expect( response.headers.get( 'cache-control' ) ).toBe( 'no-store' );
		await expect( response.text() ).resolves.toBe( 'window.acmeLoaded = true;' );
		expect( ( await get( '/wp-content/plugins/cesta-kit/2-other.js' ) ).status ).toBe( 404 );
	} );

	it( 'given the kit’s own scripts › they are served, built for the browser', async () => {
		for ( const name of [ '__inspector.js', '__declared-gateways.js' ] ) {
			const response = await get( `/wp-content/plugins/cesta-kit/${ name }` );
			expect( response.status ).toBe( 200 );
			await expect( response.text() ).resolves.toMatch( /wcBlocksRegistry/ );
		}
	} );

	it( 'given the checkout page › the settings list the declared gateway in the sort order and print its <id>_data', async () => {
		const settings = printedGlobal( await ( await get( '/checkout/' ) ).text(), 'wcSettings' );
		const data = {
			title: 'Acme Pay',
			description: 'Paga con Acme.',
			supports: [ 'products', 'refunds' ],
		};
		expect( settings.paymentMethodSortOrder ).toEqual( [
			'bacs',
			'cheque',
			'cod',
			'acme_pay',
		] );
		expect( settings.paymentMethodData.acme_pay ).toEqual( data );
		expect( settings.acme_pay_data ).toEqual( data );
		expect( settings.bacs_data ).toBeUndefined();
	} );

	it( 'given a visitor who tried to pay › the debug panel shows the observers the page reported and the POST /checkout the server received, with its answer', async () => {
		const cart = await shop.shopperWith( 17 );
		const checkoutPage = await get( '/checkout/', cart );
		const cookie = [ cart, cookiesOf( checkoutPage ) ].join( '; ' );
		const settings = printedGlobal( await checkoutPage.text(), 'wcSettings' );
		const report = await fetch( `${ shop.demo.url }/__debug/observers`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/json' },
			body: JSON.stringify( {
				id: '1-a',
				startedAt: '2026-05-01T10:00:00.000Z',
				observers: [
					{ method: 'acme_pay', observer: 'onCheckoutValidation', returned: true },
					{
						method: 'acme_pay',
						observer: 'onPaymentSetup',
						returned: {
							type: 'success',
							meta: { paymentMethodData: { acme_token: 'tok_1' } },
						},
					},
				],
			} ),
		} );
		expect( [ report.status, cookie ] ).toEqual( [
			204,
			expect.stringContaining( 'cesta_demo_inspector=' ),
		] );
		const nonce =
			checkoutPage.headers.get( 'nonce' ) ??
			settings.preloadedApiRequests[ '/wc/store/v1/cart' ].headers.nonce;
		const placed = await fetch( `${ shop.demo.url }/wp-json/wc/store/v1/checkout`, {
			method: 'POST',
			headers: { cookie, 'content-type': 'application/json', nonce },
			body: JSON.stringify( {
				billing_address: {
					first_name: 'Ana',
					last_name: 'Gil',
					address_1: 'Calle Mayor 1',
					city: 'Madrid',
					state: 'M',
					postcode: '28013',
					country: 'ES',
					email: 'ana@example.com',
				},
				payment_method: 'acme_pay',
				payment_data: [ { key: 'acme_token', value: 'tok_1' } ],
				extensions: { 'acme-fraud': { score: 3 } },
			} ),
		} );
		expect( placed.status ).toBe( 400 );

		const panel = await ( await get( '/__debug/', cookie ) ).text();
		expect( panel ).toContain( 'Último intento de pedido' );
		expect( panel ).toMatch( /<code>onPaymentSetup<\/code><\/td><td><code>acme_pay<\/code>/ );
		expect( panel ).toContain( '&quot;acme_token&quot;: &quot;tok_1&quot;' );
		expect( panel ).toMatch(
			/<td><code>acme_token<\/code><\/td><td><code>&quot;tok_1&quot;<\/code><\/td>/
		);
		expect( panel ).toContain( '&quot;acme-fraud&quot;' );
		expect( panel ).toContain( 'Respuesta del servidor (HTTP 400)' );
		expect( panel ).toContain( 'Acme rechaza el pago.' );

		// Another visitor sees nothing of it.
		expect( await ( await get( '/__debug/' ) ).text() ).toContain(
			'Aún no se ha enviado ningún pedido al servidor.'
		);
	} );
} );
