/** `npm start`: starts the demo shop on PORT and HOST and prints its URLs. */

import { DEFAULT_PORT } from './constants';
import { invalidPortMessage } from './messages';
import { startDemoServer } from './server/demo-server';

/**
 * `npm start`: the demo shop on `PORT` (default 8080) and `HOST` (default
 * 127.0.0.1), building the standalone bundles first when they are stale.
 */
const portText = process.env.PORT ?? String( DEFAULT_PORT );
const port = Number( portText );
if ( ! /^\d+$/.test( portText ) || port > 65535 ) {
	console.error( invalidPortMessage( portText ) );
	process.exit( 1 );
}

startDemoServer( { port, host: process.env.HOST, log: ( line ) => console.warn( line ) } ).then(
	( demo ) => {
		process.stdout.write(
			[
				`Cesta demo shop: ${ demo.url }/`,
				`  shop:        ${ demo.url }/tienda/`,
				`  cart:        ${ demo.url }/carrito/`,
				`  checkout:    ${ demo.url }/checkout/`,
				`  debug panel: ${ demo.url }/__debug/`,
				`  Store API:   ${ demo.url }/wp-json/wc/store/v1`,
				'',
			].join( '\n' )
		);
		const stop = () => {
			demo.close().then( () => process.exit( 0 ) );
		};
		process.on( 'SIGINT', stop );
		process.on( 'SIGTERM', stop );
	},
	( error: unknown ) => {
		console.error( error instanceof Error ? error.message : error );
		process.exit( 1 );
	}
);
