/** Cesta's wp.plugins-compatible plugin registry: register, unregister, get and subscribe. */

import type { ComponentType } from 'react';

import { PLUGIN_NAME_PATTERN } from '../constants';
import {
	pluginNameMessage,
	pluginNotRegisteredMessage,
	pluginRegisteredTwiceMessage,
	pluginRenderMessage,
} from '../messages';

/**
 * What `registerPlugin` accepts (WordPress's `@wordpress/plugins` settings).
 *
 * @example
 * const settings: PluginSettings = { render: GiftNoteFills, scope: 'woocommerce-checkout' };
 */
export interface PluginSettings {
	/** The component rendering the plugin's fills. */
	render: ComponentType;
	/** Where it renders: a `PluginArea` with this scope. @default undefined (unscoped areas) */
	scope?: string;
	/** Kept for WordPress compatibility; Cesta draws no icon. */
	icon?: unknown;
}

/**
 * A registered plugin.
 *
 * @example
 * getPlugins( 'woocommerce-checkout' ).map( ( plugin: Plugin ) => plugin.name );
 */
export interface Plugin extends PluginSettings {
	name: string;
}

/**
 * The registration functions of `@wordpress/plugins` that Cesta uses; on a
 * WordPress page `window.wp.plugins` provides them.
 *
 * @example
 * const api: PluginsApi = window.wp?.plugins ?? cestaPlugins;
 */
export interface PluginsApi {
	registerPlugin: ( name: string, settings: PluginSettings ) => PluginSettings | null;
	unregisterPlugin: ( name: string ) => Plugin | undefined;
	getPlugin: ( name: string ) => Plugin | undefined;
	getPlugins: ( scope?: string ) => Plugin[];
}

let plugins: Readonly< Record< string, Plugin > > = Object.freeze( {} );
const listeners = new Set< () => void >();
const notify = () => listeners.forEach( ( listener ) => listener() );

/**
 * Registers a plugin whose `render` a `PluginArea` of the same `scope`
 * renders (WordPress's contract: bad input or a second registration of a
 * name is logged and returns `null`, leaving the registered plugins as they
 * were).
 *
 * @example
 * registerPlugin( 'gift-note', { render: GiftNoteFills, scope: 'woocommerce-checkout' } );
 */
export function registerPlugin( name: string, settings: PluginSettings ): PluginSettings | null {
	if ( typeof name !== 'string' || ! PLUGIN_NAME_PATTERN.test( name ) ) {
		console.error( pluginNameMessage( name ) );
		return null;
	}
	if (
		typeof settings !== 'object' ||
		settings === null ||
		typeof settings.render !== 'function'
	) {
		console.error( pluginRenderMessage( name ) );
		return null;
	}
	if ( plugins[ name ] ) {
		console.error( pluginRegisteredTwiceMessage( name ) );
		return null;
	}
	plugins = Object.freeze( { ...plugins, [ name ]: { ...settings, name } } );
	notify();
	return settings;
}

/**
 * Removes a plugin; returns it, or logs and returns `undefined` when it is
 * not registered.
 *
 * @example
 * unregisterPlugin( 'gift-note' );
 */
export function unregisterPlugin( name: string ): Plugin | undefined {
	const plugin = plugins[ name ];
	if ( ! plugin ) {
		console.error( pluginNotRegisteredMessage( name ) );
		return undefined;
	}
	const { [ name ]: _removed, ...rest } = plugins;
	plugins = Object.freeze( rest );
	notify();
	return plugin;
}

/**
 * A registered plugin by name.
 *
 * @example
 * getPlugin( 'gift-note' )?.scope; // 'woocommerce-checkout'
 */
export function getPlugin( name: string ): Plugin | undefined {
	return plugins[ name ];
}

/**
 * The plugins of a scope (without a scope: the unscoped ones), in
 * registration order.
 *
 * @example
 * getPlugins( 'woocommerce-checkout' );
 */
export function getPlugins( scope?: string ): Plugin[] {
	return Object.values( plugins ).filter( ( plugin ) => plugin.scope === scope );
}

/**
 * Calls `listener` after every registration or removal; returns the
 * unsubscribe function.
 *
 * @example
 * const unsubscribe = subscribeToPlugins( () => rerender() );
 */
export function subscribeToPlugins( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/**
 * Cesta's own plugin registry, with `@wordpress/plugins`' function names; the
 * globals entry exposes it as `window.wp.plugins` when the page has none.
 *
 * @example
 * window.wp.plugins ??= cestaPluginsApi;
 */
export const cestaPluginsApi: PluginsApi = Object.freeze( {
	registerPlugin,
	unregisterPlugin,
	getPlugin,
	getPlugins,
} );
