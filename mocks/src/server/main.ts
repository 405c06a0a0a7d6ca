/** `npm run mock-server`: the Store API simulation on PORT (default 9090), with the gateways of `--gateways` or CESTA_GATEWAYS. */

import { withDeclaredGateways } from '../gateways/declared-gateways';
import { gatewaysConfigPathFrom, readGatewaysConfigFile } from '../gateways/read-gateways-config';
import { startMockServer } from './http-server';

/**
 * `npm run mock-server [-- --gateways path/to/gateways.json]`: the Store API
 * simulation on `PORT` (default 9090), with the gateways a configuration
 * declares (the file `--gateways` or `CESTA_GATEWAYS` names) beside the
 * sample shop's. A configuration that cannot be used stops it with the bad
 * field named.
 */
const port = Number( process.env.PORT ?? 9090 );
const host = process.env.HOST ?? '127.0.0.1';
const locale = process.env.SITE_LOCALE === 'en_US' ? 'en_US' : 'es_ES';

const start = async () => {
	const configPath = gatewaysConfigPathFrom( process.argv.slice( 2 ), process.env );
	const gateways = configPath ? readGatewaysConfigFile( configPath ).gateways : [];
	const mock = await startMockServer( {
		port,
		host,
		engineOptions: withDeclaredGateways( { siteLocale: locale }, gateways ),
	} );
	console.warn(
		`Cesta mock Store API listening on ${ mock.url }/wp-json/wc/store/v1 (faults: POST ${ mock.url }/__mock/faults)`
	);
	if ( gateways.length ) {
		console.warn(
			`Declared gateways: ${ gateways.map( ( gateway ) => gateway.id ).join( ', ' ) }`
		);
	}
	const stop = () => {
		mock.close().then( () => process.exit( 0 ) );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
};

start().catch( ( error: unknown ) => {
	console.error( error instanceof Error ? error.message : error );
	process.exit( 1 );
} );
