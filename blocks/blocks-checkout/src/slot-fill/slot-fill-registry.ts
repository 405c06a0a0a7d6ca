/** The registry where a provider's fills live, by slot name, with subscriptions. */

import type { ReactNode } from 'react';

/**
 * One fill of a slot: what it renders for the slot's fill props.
 *
 * @example
 * const fill: FillEntry = { key: 1, render: ( fillProps ) => <GiftNote { ...fillProps } /> };
 */
export interface FillEntry {
	/** Unique per registry, in registration order. */
	key: number;
	render: ( fillProps: Record< string, unknown > ) => ReactNode;
}

/**
 * Where the fills of every slot of one provider live.
 *
 * @example
 * const unregister = registry.registerFill( '__experimentalOrderMeta', render );
 */
export interface SlotFillRegistry {
	/** Adds a fill; returns the functions that update and remove it. */
	registerFill: (
		name: string,
		render: FillEntry[ 'render' ]
	) => { update: ( render: FillEntry[ 'render' ] ) => void; unregister: () => void };
	/** The fills of a slot, in registration order (the same array until it changes). */
	getFills: ( name: string ) => readonly FillEntry[];
	/** Calls `listener` after any change; returns the unsubscribe function. */
	subscribe: ( listener: () => void ) => () => void;
}

const NO_FILLS: readonly FillEntry[] = Object.freeze( [] );

/**
 * A fresh fill registry (one per `SlotFillProvider`).
 *
 * @example
 * const registry = createSlotFillRegistry();
 * registry.getFills( '__experimentalOrderMeta' ); // []
 */
export function createSlotFillRegistry(): SlotFillRegistry {
	const fills = new Map< string, readonly FillEntry[] >();
	const listeners = new Set< () => void >();
	let nextKey = 0;
	const notify = () => listeners.forEach( ( listener ) => listener() );
	const replace = ( name: string, next: readonly FillEntry[] ) => {
		fills.set( name, Object.freeze( next ) );
		notify();
	};
	return {
		registerFill( name, render ) {
			const key = nextKey++;
			replace( name, [ ...( fills.get( name ) ?? NO_FILLS ), { key, render } ] );
			return {
				update: ( nextRender ) =>
					replace(
						name,
						( fills.get( name ) ?? NO_FILLS ).map( ( fill ) =>
							fill.key === key ? { key, render: nextRender } : fill
						)
					),
				unregister: () =>
					replace(
						name,
						( fills.get( name ) ?? NO_FILLS ).filter( ( fill ) => fill.key !== key )
					),
			};
		},
		getFills: ( name ) => fills.get( name ) ?? NO_FILLS,
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
