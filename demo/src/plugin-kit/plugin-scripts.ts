/** The plugin scripts the demo serves and prints on the cart and checkout pages, as WordPress enqueues a dependent script. */

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';

import { missingPluginMessage } from '../messages';
import {
	DECLARED_METHODS_SCRIPT_URL,
	INSPECTOR_SCRIPT_URL,
	OBSERVER_REPORT_PATH,
	PLUGINS_PATH,
} from './constants';
import { kitClientScript } from './kit-client-script';

/**
 * A plugin script the demo serves: its file and its URL.
 *
 * @example
 * const script: PluginScript = { file: '/src/integration.js', url: '/wp-content/plugins/cesta-kit/1-integration.js' };
 */
export interface PluginScript {
	file: string;
	url: string;
}

/**
 * What the kit puts on the cart and checkout pages.
 *
 * @example
 * const kit: PluginKit = { plugins: [ script ], declaredGateways: [ 'acme_pay' ] };
 */
export interface PluginKit {
	plugins: PluginScript[];
	/** Ids of the gateways declared through the configuration. */
	declaredGateways: string[];
}

/**
 * The kit's served scripts for these files: each under `PLUGINS_PATH`,
 * numbered so two files of the same name do not clash. A missing file
 * throws, naming it.
 *
 * @example
 * pluginScriptsFor( [ '/src/integration.js' ] ); // [ { file: '/src/integration.js', url: '/wp-content/plugins/cesta-kit/1-integration.js' } ]
 */
export function pluginScriptsFor( files: readonly string[] ): PluginScript[] {
	return files.map( ( file, index ) => {
		if ( ! existsSync( file ) ) {
			throw new Error( missingPluginMessage( file ) );
		}
		return {
			file,
			url: `${ PLUGINS_PATH }${ index + 1 }-${ encodeURIComponent( basename( file ) ) }`,
		};
	} );
}

/** Whether a page gets the kit's scripts: plugins or declared gateways were given. */
const isActive = ( kit: PluginKit ) => kit.plugins.length > 0 || kit.declaredGateways.length > 0;

/**
 * The global the kit's scripts read (`window.cestaPluginKit`), or none when
 * nothing was given.
 *
 * @example
 * renderBlocksHead( settings, session, bundles, { globals: pluginKitGlobals( kit ) } );
 */
export function pluginKitGlobals( kit: PluginKit ): Record< string, unknown > {
	return isActive( kit )
		? {
				cestaPluginKit: {
					reportUrl: OBSERVER_REPORT_PATH,
					declaredGateways: kit.declaredGateways,
				},
			}
		: {};
}

/**
 * The tags a page prints after its entry, in this order: the kit's
 * inspector (it records the observers payment methods register), each
 * plugin script in the order given, then a plain method for each declared
 * gateway no plugin registered. Deferred classic scripts, as WordPress
 * prints a plugin's: they run after the entry installed the `wc.*` globals
 * and before the blocks mount (on `DOMContentLoaded`). None when nothing
 * was given.
 *
 * @example
 * renderBlocksHead( settings, session, bundles, { after: pluginScriptTags( kit ) } );
 */
export function pluginScriptTags( kit: PluginKit ): string[] {
	if ( ! isActive( kit ) ) {
		return [];
	}
	return [
		INSPECTOR_SCRIPT_URL,
		...kit.plugins.map( ( plugin ) => plugin.url ),
		DECLARED_METHODS_SCRIPT_URL,
	].map( ( src ) => `<script src="${ src }" defer></script>` );
}

const sendScript = ( response: ServerResponse, method: string, source: string ) => {
	const body = Buffer.from( source );
	response.writeHead( 200, {
		'Content-Type': 'text/javascript; charset=UTF-8',
		'Content-Length': body.length,
		// Read from disk at each request: the author edits and reloads.
		'Cache-Control': 'no-store',
		'X-Content-Type-Options': 'nosniff',
	} );
	response.end( method === 'HEAD' ? undefined : body );
};

/**
 * Sends the kit's file a path names (a plugin script, read from its file
 * at each request, or one of the kit's own); resolves false, having sent
 * nothing, for any other path.
 *
 * @example
 * if ( await servePluginScript( kit, url.pathname, response, 'GET' ) ) return;
 */
export async function servePluginScript(
	kit: PluginKit,
	pathname: string,
	response: ServerResponse,
	method: string
): Promise< boolean > {
	if ( ! pathname.startsWith( PLUGINS_PATH ) || ! isActive( kit ) ) {
		return false;
	}
	if ( pathname === INSPECTOR_SCRIPT_URL || pathname === DECLARED_METHODS_SCRIPT_URL ) {
		const name = pathname === INSPECTOR_SCRIPT_URL ? 'inspector' : 'declared-gateways';
		sendScript( response, method, await kitClientScript( name ) );
		return true;
	}
	const plugin = kit.plugins.find( ( candidate ) => candidate.url === pathname );
	if ( ! plugin ) {
		return false;
	}
	sendScript( response, method, await readFile( plugin.file, 'utf8' ) );
	return true;
}
