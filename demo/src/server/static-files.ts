/** Serves the built bundles from standalone/dist, refusing paths that climb out of it. */

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record< string, string > = {
	'.js': 'text/javascript; charset=UTF-8',
	'.mjs': 'text/javascript; charset=UTF-8',
	'.css': 'text/css; charset=UTF-8',
	'.map': 'application/json; charset=UTF-8',
	'.json': 'application/json; charset=UTF-8',
	'.svg': 'image/svg+xml',
	'.html': 'text/html; charset=UTF-8',
};

/**
 * The file a URL path names inside `dir`, or null when it names nothing
 * there: undecodable paths, NUL bytes, `..` escapes and folders are refused.
 *
 * @example
 * resolveStaticFile( '/work/main/standalone/dist', 'chunks/a-1.js' ); // '/work/main/standalone/dist/chunks/a-1.js'
 * resolveStaticFile( '/work/main/standalone/dist', '../../package.json' ); // null
 */
export function resolveStaticFile( dir: string, urlPath: string ): string | null {
	let decoded: string;
	try {
		decoded = decodeURIComponent( urlPath );
	} catch {
		return null;
	}
	if ( decoded.includes( '\0' ) ) {
		return null;
	}
	const root = resolve( dir );
	const file = resolve( root, `.${ sep }${ decoded }` );
	if ( ! file.startsWith( root + sep ) || ! existsSync( file ) || ! statSync( file ).isFile() ) {
		return null;
	}
	return file;
}

/**
 * Sends a file of `dir` named by a URL path (see `resolveStaticFile`), with
 * its content type and `no-cache`, so a rebuilt bundle is picked up on the
 * next load. Resolves false, having sent nothing, when there is no such file.
 *
 * @example
 * await serveStaticFile( distDir, 'cart.js', response, 'GET' ); // true
 */
export function serveStaticFile(
	dir: string,
	urlPath: string,
	response: ServerResponse,
	method: string
): Promise< boolean > {
	const file = resolveStaticFile( dir, urlPath );
	if ( ! file ) {
		return Promise.resolve( false );
	}
	response.writeHead( 200, {
		'Content-Type': CONTENT_TYPES[ extname( file ) ] ?? 'application/octet-stream',
		'Content-Length': statSync( file ).size,
		'Cache-Control': 'no-cache',
		'X-Content-Type-Options': 'nosniff',
	} );
	if ( method === 'HEAD' ) {
		response.end();
		return Promise.resolve( true );
	}
	return new Promise( ( done, fail ) => {
		createReadStream( file )
			.on( 'error', fail )
			.on( 'end', () => done( true ) )
			.pipe( response );
	} );
}
