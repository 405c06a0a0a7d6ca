/** Loads the captured WooCommerce responses the conformance suite compares against. */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folder of the captured WooCommerce 9.9.5 responses (repository `reference/`). */
const SAMPLES_DIR = join( __dirname, '..', '..', '..', '..', 'reference', 'store-api-samples' );

/**
 * One captured exchange: request, status, headers and body.
 */
export interface Sample {
	description: string;
	request: { method: string; path: string; headers: Record< string, string >; body?: unknown };
	status: number;
	headers: Record< string, string | string[] >;
	// Captured JSON is compared field by field; typing every capture would add nothing.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	body: any;
}

export function loadSample( name: string ): Sample {
	return JSON.parse( readFileSync( join( SAMPLES_DIR, `${ name }.json` ), 'utf8' ) ) as Sample;
}

/** The keys of an object, sorted, to compare shapes. */
export function keysOf( value: Record< string, unknown > ): string[] {
	return Object.keys( value ).sort();
}
