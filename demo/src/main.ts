/** `npm start`: starts the demo shop on PORT and HOST, with the plugin kit's options, and prints its URLs. */

import { readGatewaysConfigFile } from '@cesta/mocks/server';

import { DEFAULT_PORT } from './constants';
import { invalidPortMessage } from './messages';
import { pluginKitArgs } from './plugin-kit/kit-options';
import { startDemoServer } from './server/demo-server';

/**
 * `npm start [-- --plugin integration.js … --gateways gateways.json]`: the
 * demo shop on `PORT` (default 8080) and `HOST` (default 127.0.0.1),
 * building the standalone bundles first when they are stale, with the
 * payment plugin scripts (`--plugin`, repeatable, or `CESTA_PLUGINS`) on
 * the cart and checkout pages and the gateways a configuration declares
 * (`--gateways` or `CESTA_GATEWAYS`). Relative paths are from where
 * `npm start` was run.
 */
const portText = process.env.PORT ?? String( DEFAULT_PORT );
const port = Number( portText );
if ( ! /^\d+$/.test( portText ) || port > 65535 ) {
	console.error( invalidPortMessage( portText ) );
	process.exit( 1 );
}

const start = async () => {
	const kit = pluginKitArgs(
		process.argv.slice( 2 ),
		process.env,
		process.env.INIT_CWD ?? process.cwd()
	);
	const gateways = kit.gatewaysConfig
		? readGatewaysConfigFile( kit.gatewaysConfig ).gateways
		: [];
	const demo = await startDemoServer( {
		port,
		host: process.env.HOST,
		log: ( line ) => console.warn( line ),
		plugins: kit.plugins,
		gateways,
	} );
	process.stdout.write(
		[
			`Cesta demo shop: ${ demo.url }/`,
			`  shop:        ${ demo.url }/tienda/`,
			`  cart:        ${ demo.url }/carrito/`,
			`  checkout:    ${ demo.url }/checkout/`,
			`  debug panel: ${ demo.url }/__debug/`,
			`  Store API:   ${ demo.url }/wp-json/wc/store/v1`,
			...kit.plugins.map( ( file ) => `  plugin:      ${ file }` ),
			...gateways.map( ( gateway ) => `  gateway:     ${ gateway.id } (${ gateway.title })` ),
			'',
		].join( '\n' )
	);
	const stop = () => {
		demo.close().then( () => process.exit( 0 ) );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
};

start().catch( ( error: unknown ) => {
	console.error( error instanceof Error ? error.message : error );
	process.exit( 1 );
} );
