/** `npm run mock-server`: the Store API simulation on PORT (default 9090). */

import { startMockServer } from './http-server';

/**
 * `npm run mock-server`: the Store API simulation on `PORT` (default 9090).
 */
const port = Number( process.env.PORT ?? 9090 );
const host = process.env.HOST ?? '127.0.0.1';
const locale = process.env.SITE_LOCALE === 'en_US' ? 'en_US' : 'es_ES';

startMockServer( { port, host, engineOptions: { siteLocale: locale } } ).then( ( mock ) => {
	console.warn(
		`Cesta mock Store API listening on ${ mock.url }/wp-json/wc/store/v1 (faults: POST ${ mock.url }/__mock/faults)`
	);
	const stop = () => {
		mock.close().then( () => process.exit( 0 ) );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
} );
