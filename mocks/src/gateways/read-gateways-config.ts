/** The gateways configuration of a command line or environment, read from its file (Node only). */

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { GatewaysConfigError, parseGatewaysConfig } from './parse-gateways-config';
import type { GatewaysConfig } from './types';

/**
 * Environment variable naming a gateways configuration file, when the
 * command line names none.
 *
 * @example
 * process.env[ GATEWAYS_CONFIG_ENV ] = 'demo/examples/gateways.json';
 */
export const GATEWAYS_CONFIG_ENV = 'CESTA_GATEWAYS';

/**
 * The gateways configuration file a command asks for: `--gateways <path>`
 * or `--gateways=<path>` on its command line, else `CESTA_GATEWAYS`; null
 * when neither is given.
 *
 * @example
 * gatewaysConfigPathFrom( [ '--gateways', 'gateways.json' ], {} ); // 'gateways.json'
 * gatewaysConfigPathFrom( [], { CESTA_GATEWAYS: 'otra.json' } ); // 'otra.json'
 */
export function gatewaysConfigPathFrom(
	argv: readonly string[],
	env: Record< string, string | undefined >
): string | null {
	for ( let index = 0; index < argv.length; index++ ) {
		const arg = argv[ index ]!;
		if ( arg === '--gateways' && argv[ index + 1 ] ) {
			return argv[ index + 1 ]!;
		}
		if ( arg.startsWith( '--gateways=' ) && arg.length > '--gateways='.length ) {
			return arg.slice( '--gateways='.length );
		}
	}
	return env[ GATEWAYS_CONFIG_ENV ] || null;
}

/**
 * Reads and checks a gateways configuration file (relative paths from
 * `cwd`); throws a `GatewaysConfigError` naming the file and what is wrong
 * (unreadable, not JSON, or the first bad field).
 *
 * @example
 * const { gateways } = readGatewaysConfigFile( 'demo/examples/gateways.json' );
 */
export function readGatewaysConfigFile( path: string, cwd = process.cwd() ): GatewaysConfig {
	const file = resolve( cwd, path );
	let json: string;
	try {
		json = readFileSync( file, 'utf8' );
	} catch ( error ) {
		throw new GatewaysConfigError(
			file,
			`it cannot be read (${ error instanceof Error ? error.message : String( error ) }).`
		);
	}
	return parseGatewaysConfig( json, file );
}
