/**
 * `wp.data` for hosts that are not WordPress: every export of
 * `@wordpress/data` but the admin's persistence plugin (see
 * `vendor-omissions.ts`), re-exported by name so the bundler can leave it out.
 */
export {
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
