/** PluginArea: renders the registered plugins of a scope, from WordPress's wp.plugins or Cesta's own. */

import { useCallback, useRef, useSyncExternalStore } from '@wordpress/element';

import { ExtensionErrorBoundary } from '../error-boundary/extension-error-boundary';
import { cestaPluginsApi, subscribeToPlugins } from './plugin-registry';
import type { Plugin, PluginsApi } from './plugin-registry';

interface HostHooks {
	addAction: ( hook: string, namespace: string, callback: () => void ) => void;
	removeAction: ( hook: string, namespace: string ) => void;
}

interface HostWordPress {
	plugins?: PluginsApi;
	hooks?: HostHooks;
}

const host = (): HostWordPress | undefined =>
	typeof window === 'undefined' ? undefined : ( window as unknown as { wp?: HostWordPress } ).wp;

/**
 * The plugin registry in use: WordPress's `window.wp.plugins` on a WordPress
 * page (where plugins register with it), Cesta's own elsewhere.
 *
 * @example
 * resolvePluginsApi().getPlugins( 'woocommerce-checkout' );
 */
export function resolvePluginsApi(): PluginsApi {
	return host()?.plugins ?? cestaPluginsApi;
}

const HOOK_NAMESPACE = 'cesta/blocks-checkout/plugin-area';
let subscriptions = 0;

/**
 * Listens to registrations in whichever registry is in use: WordPress's
 * announces them through its `plugins.pluginRegistered` and
 * `plugins.pluginUnregistered` actions.
 */
function subscribeToAnyPlugins( listener: () => void ): () => void {
	const hooks = host()?.hooks;
	const usesHost = resolvePluginsApi() !== cestaPluginsApi;
	if ( ! usesHost || ! hooks ) {
		return subscribeToPlugins( listener );
	}
	const namespace = `${ HOOK_NAMESPACE }-${ subscriptions++ }`;
	hooks.addAction( 'plugins.pluginRegistered', namespace, listener );
	hooks.addAction( 'plugins.pluginUnregistered', namespace, listener );
	return () => {
		hooks.removeAction( 'plugins.pluginRegistered', namespace );
		hooks.removeAction( 'plugins.pluginUnregistered', namespace );
	};
}

/**
 * Props of {@link PluginArea}.
 *
 * @example
 * const props: PluginAreaProps = { scope: 'woocommerce-checkout' };
 */
export interface PluginAreaProps {
	/** Renders the plugins registered with this scope. @default undefined (unscoped plugins) */
	scope?: string;
}

/**
 * Renders the `render` component of every plugin registered for `scope`, so
 * their slot fills reach the block's slots; a plugin that crashes renders
 * nothing and breaks nothing. WooCommerce's checkout and cart mount
 * `<PluginArea scope="woocommerce-checkout" />`.
 *
 * @example
 * <SlotFillProvider>
 * 	<PluginArea scope="woocommerce-checkout" />
 * 	<Checkout />
 * </SlotFillProvider>
 */
export function PluginArea( { scope }: PluginAreaProps ) {
	const cacheRef = useRef< Plugin[] >( [] );
	// getPlugins builds a new array on each call: keep the previous one while its members are the same.
	const getSnapshot = useCallback( () => {
		const next = resolvePluginsApi().getPlugins( scope );
		const previous = cacheRef.current;
		if (
			next.length === previous.length &&
			next.every( ( plugin, index ) => plugin === previous[ index ] )
		) {
			return previous;
		}
		cacheRef.current = next;
		return next;
	}, [ scope ] );
	const plugins = useSyncExternalStore( subscribeToAnyPlugins, getSnapshot, getSnapshot );
	return (
		<div style={ { display: 'none' } }>
			{ plugins.map( ( { name, render: Render } ) => (
				<ExtensionErrorBoundary key={ name } renderError={ () => null }>
					<Render />
				</ExtensionErrorBoundary>
			) ) }
		</div>
	);
}
