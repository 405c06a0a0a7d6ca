/** SlotFillProvider and the hooks where fills meet their slots, with a page-wide registry by default. */

import {
	createContext,
	useCallback,
	useContext,
	useLayoutEffect,
	useRef,
	useState,
	useSyncExternalStore,
} from '@wordpress/element';
import type { ReactNode } from 'react';

import { createSlotFillRegistry } from './slot-fill-registry';
import type { FillEntry, SlotFillRegistry } from './slot-fill-registry';

/**
 * Without a provider, slots and fills meet in this page-wide registry, so a
 * plugin area and the slots of a block still find each other.
 */
const SlotFillContext = createContext< SlotFillRegistry >( createSlotFillRegistry() );

/**
 * Props of {@link SlotFillProvider}.
 *
 * @example
 * const props: SlotFillProviderProps = { children: <Checkout /> };
 */
export interface SlotFillProviderProps {
	children?: ReactNode;
}

/**
 * Gives its subtree a registry of its own where fills meet their slots
 * (WordPress's `SlotFillProvider` contract, without `@wordpress/components`).
 *
 * @example
 * <SlotFillProvider>
 * 	<PluginArea scope="woocommerce-checkout" />
 * 	<ExperimentalOrderMeta.Slot cart={ cart } extensions={ extensions } context="woocommerce/checkout" />
 * </SlotFillProvider>
 */
export function SlotFillProvider( { children }: SlotFillProviderProps ) {
	const [ registry ] = useState( createSlotFillRegistry );
	return <SlotFillContext.Provider value={ registry }>{ children }</SlotFillContext.Provider>;
}

/**
 * The fills of a slot, re-rendering when fills come and go.
 *
 * @example
 * const fills = useFills( '__experimentalOrderMeta' );
 */
export function useFills( name: string ): readonly FillEntry[] {
	const registry = useContext( SlotFillContext );
	const getSnapshot = useCallback( () => registry.getFills( name ), [ registry, name ] );
	return useSyncExternalStore( registry.subscribe, getSnapshot, getSnapshot );
}

/**
 * Registers `render` as a fill of the slot `name` while the calling
 * component is mounted, keeping it current when `render` changes.
 *
 * @example
 * useFill( '__experimentalOrderMeta', ( fillProps ) => <GiftNote { ...fillProps } /> );
 */
export function useFill( name: string, render: FillEntry[ 'render' ] ): void {
	const registry = useContext( SlotFillContext );
	const handleRef = useRef< ReturnType< SlotFillRegistry[ 'registerFill' ] > | null >( null );
	const renderRef = useRef( render );
	useLayoutEffect( () => {
		const handle = registry.registerFill( name, renderRef.current );
		handleRef.current = handle;
		return () => {
			handle.unregister();
			handleRef.current = null;
		};
	}, [ registry, name ] );
	useLayoutEffect( () => {
		if ( renderRef.current !== render ) {
			renderRef.current = render;
			handleRef.current?.update( render );
		}
	}, [ render ] );
}
