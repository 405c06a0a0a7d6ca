/** Serves the demo theme's own scripts under /tema/, apart from Cesta's bundles. */

import type { ServerResponse } from 'node:http';

import { themeScript } from '../build/theme-script';
import { THEME_PATH } from '../constants';

/**
 * The URL of the theme's header script, which the cart page loads (see
 * `src/theme/header-script.ts`).
 *
 * @example
 * `<script type="module" src="${ HEADER_SCRIPT_URL }"></script>`;
 */
export const HEADER_SCRIPT_URL = `${ THEME_PATH }cabecera.js`;

/**
 * Sends the theme's file a path names (`HEADER_SCRIPT_URL`), with `no-cache`
 * as the bundles are sent; resolves false, having sent nothing, for any
 * other path.
 *
 * @example
 * if ( await serveThemeFile( url.pathname, response, 'GET' ) ) return;
 */
export async function serveThemeFile(
	pathname: string,
	response: ServerResponse,
	method: string
): Promise< boolean > {
	if ( pathname !== HEADER_SCRIPT_URL ) {
		return false;
	}
	const body = Buffer.from( await themeScript() );
	response.writeHead( 200, {
		'Content-Type': 'text/javascript; charset=UTF-8',
		'Content-Length': body.length,
		'Cache-Control': 'no-cache',
		'X-Content-Type-Options': 'nosniff',
	} );
	response.end( method === 'HEAD' ? undefined : body );
	return true;
}
