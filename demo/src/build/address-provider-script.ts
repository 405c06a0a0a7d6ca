/** The checkout page's inline script registering the mocks' sample address provider, bundled once per process. */

import { build } from 'esbuild';

import { findRepositoryRoot } from './repository-root';

/**
 * What the inline script runs: the sample provider of
 * `@cesta/mocks/address-provider` (the 22 Spanish fixture addresses) handed
 * to `window.wc.addressAutocomplete`, as a provider plugin's script does on
 * a WooCommerce checkout page.
 */
const REGISTER_SAMPLE_PROVIDER = `import { sampleAddressProvider } from '@cesta/mocks/address-provider';
window.wc?.addressAutocomplete?.registerAddressAutocompleteProvider( sampleAddressProvider );`;

let script: Promise< string > | null = null;

/**
 * The JavaScript of the checkout page's inline script that registers the
 * sample address autocomplete provider through
 * `window.wc.addressAutocomplete.registerAddressAutocompleteProvider`
 * (installed by the checkout entry, which runs first: both are module
 * scripts, run in document order). Bundled by esbuild from the mocks'
 * TypeScript the first time a page asks, then kept.
 *
 * @example
 * `<script type="module">${ await addressProviderScript() }</script>`;
 */
export function addressProviderScript(): Promise< string > {
	script ??= build( {
		stdin: {
			contents: REGISTER_SAMPLE_PROVIDER,
			resolveDir: findRepositoryRoot(),
			loader: 'ts',
		},
		bundle: true,
		write: false,
		format: 'iife',
		target: 'es2020',
		minify: true,
		conditions: [ 'source' ],
		logLevel: 'warning',
	} ).then( ( result ) => result.outputFiles[ 0 ]!.text.trim() );
	return script;
}
