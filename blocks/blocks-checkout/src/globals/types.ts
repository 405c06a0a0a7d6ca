/** Types of the page globals: window.wc's APIs by WooCommerce's names, and window.wp. */

import type { AddressAutocompleteApi, FilterRegistry } from '@cesta/registry';

import type { PluginsApi } from '../plugins/plugin-registry';
import type { BlocksComponentsGlobal } from './component-globals';
import type {
	BlocksCheckoutEventsGlobal,
	PriceFormatGlobal,
	WcBlocksDataGlobal,
	WcSettingsGlobal,
} from './data-globals';
import type { BlocksCheckoutGlobal, WcBlocksRegistryGlobal } from './registry-globals';

/**
 * The APIs Cesta exposes on `window.wc`, by WooCommerce's global names.
 *
 * @example
 * const registration: WcApis[ 'wcBlocksRegistry' ] = WC_GLOBALS.wcBlocksRegistry;
 */
export interface WcApis {
	wcBlocksRegistry: WcBlocksRegistryGlobal;
	blocksCheckout: BlocksCheckoutGlobal;
	wcBlocksData: WcBlocksDataGlobal;
	wcSettings: WcSettingsGlobal;
	priceFormat: PriceFormatGlobal;
	blocksComponents: BlocksComponentsGlobal;
	blocksCheckoutEvents: BlocksCheckoutEventsGlobal;
	addressAutocomplete?: AddressAutocompleteApi;
}

/**
 * `window.wc`: the APIs WooCommerce exposes there, as Cesta provides them.
 * Each is optional: a host may provide its own, which Cesta leaves alone.
 *
 * @example
 * const { registerPaymentMethod } = window.wc?.wcBlocksRegistry ?? {};
 */
export interface WcGlobals extends Partial< WcApis > {
	/** The checkout filters of every namespace (written by `@cesta/registry`). */
	_internalBlocksCheckoutFilters?: FilterRegistry;
	[ name: string ]: unknown;
}

/**
 * `window.wp`: WordPress's packages (the vendor bundle or WordPress defines
 * them; Cesta adds only `plugins` when absent).
 *
 * @example
 * const { createElement } = window.wp.element;
 */
export interface WpGlobals {
	plugins?: PluginsApi;
	[ name: string ]: unknown;
}

declare global {
	interface Window {
		/** WooCommerce's client APIs (declared once, here). */
		wc?: WcGlobals;
		/** WordPress's client packages. */
		wp?: WpGlobals;
	}
}
