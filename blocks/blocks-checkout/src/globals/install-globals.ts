/** installGlobals: puts Cesta's APIs at WooCommerce's window.wc names and wp.plugins, where absent. */

import { cestaPluginsApi } from '../plugins/plugin-registry';
import { blocksComponentsGlobal } from './component-globals';
import {
	blocksCheckoutEventsGlobal,
	priceFormatGlobal,
	wcBlocksDataGlobal,
	wcSettingsGlobal,
} from './data-globals';
import { blocksCheckoutGlobal, wcBlocksRegistryGlobal } from './registry-globals';
import type { WcApis, WcGlobals, WpGlobals } from './types';

/**
 * Every API Cesta exposes on `window.wc` on every page, by WooCommerce's
 * global name. (`window.wc.addressAutocomplete` is the checkout page's only,
 * as in WooCommerce: see `@cesta/blocks-checkout/address-autocomplete`.)
 *
 * @example
 * Object.keys( WC_GLOBALS ); // [ 'wcBlocksRegistry', 'blocksCheckout', … ]
 */
export const WC_GLOBALS: Readonly< WcApis > = Object.freeze( {
	wcBlocksRegistry: wcBlocksRegistryGlobal,
	blocksCheckout: blocksCheckoutGlobal,
	wcBlocksData: wcBlocksDataGlobal,
	wcSettings: wcSettingsGlobal,
	priceFormat: priceFormatGlobal,
	blocksComponents: blocksComponentsGlobal,
	blocksCheckoutEvents: blocksCheckoutEventsGlobal,
} );

/**
 * Exposes Cesta's APIs at WooCommerce's global names (`window.wc.*`) and its
 * plugin registry as `window.wp.plugins`, adding only what is absent: a name
 * the host already defines (WooCommerce itself, another copy) is left alone,
 * so plugins keep talking to the one they found first. Safe to call again.
 *
 * @example
 * installGlobals();
 * window.wc.wcBlocksRegistry.registerPaymentMethod( config );
 */
export function installGlobals( target: { wc?: WcGlobals; wp?: WpGlobals } = window ): void {
	const wc = ( target.wc ??= {} );
	for ( const [ name, api ] of Object.entries( WC_GLOBALS ) ) {
		if ( wc[ name ] === undefined ) {
			wc[ name ] = api;
		}
	}
	const wp = ( target.wp ??= {} );
	wp.plugins ??= cestaPluginsApi;
}
