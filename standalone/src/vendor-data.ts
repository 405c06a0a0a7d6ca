/**
 * `wp.data` for hosts that are not WordPress: every export of
 * `@wordpress/data` but the admin's persistence plugin (see
 * `vendor-omissions.ts`), named one by one so the bundler can leave it out.
 */
import {
	AsyncModeProvider,
	combineReducers,
	controls,
	createReduxStore,
	createRegistry,
	createRegistryControl,
	createRegistrySelector,
	createSelector,
	dispatch,
	keyedReducer,
	register,
	registerGenericStore,
	registerStore,
	RegistryConsumer,
	RegistryProvider,
	resolveSelect,
	select,
	subscribe,
	suspendSelect,
	use,
	useDispatch,
	useRegistry,
	useSelect,
	useSuspenseSelect,
	withDispatch,
	withRegistry,
	withSelect,
} from '@wordpress/data';

/**
 * The `wp.data` the vendor bundle defines: the registry, stores, hooks and
 * higher-order components; no `plugins`.
 *
 * @example
 * window.wp.data ??= vendorData;
 */
export const vendorData = {
	AsyncModeProvider,
	combineReducers,
	controls,
	createReduxStore,
	createRegistry,
	createRegistryControl,
	createRegistrySelector,
	createSelector,
	dispatch,
	keyedReducer,
	register,
	registerGenericStore,
	registerStore,
	RegistryConsumer,
	RegistryProvider,
	resolveSelect,
	select,
	subscribe,
	suspendSelect,
	use,
	useDispatch,
	useRegistry,
	useSelect,
	useSuspenseSelect,
	withDispatch,
	withRegistry,
	withSelect,
};
