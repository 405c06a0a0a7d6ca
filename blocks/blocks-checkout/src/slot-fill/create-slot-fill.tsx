/** createSlotFill: a slot and its fill, WooCommerce's, each fill in an error boundary. */

import { Children, cloneElement, Fragment, isValidElement, useCallback } from '@wordpress/element';
import type { ReactElement, ReactNode } from 'react';
import { StoreNotice } from '@cesta/components';
import { isAdmin } from '@cesta/settings';

import { ExtensionErrorBoundary, thrownMessage } from '../error-boundary/extension-error-boundary';
import { fillCrashedMessage, slotNameMessage } from '../messages';
import { useFill, useFills } from './slot-fill-provider';

/**
 * A slot and its fill component, as `createSlotFill` returns them.
 *
 * @example
 * const { Fill, Slot }: SlotFill = createSlotFill( 'myPluginSlot' );
 */
export interface SlotFill {
	/** Its children are cloned with the slot's fill props, each in an error boundary. */
	Fill: ( props: { children?: ReactNode } ) => null;
	/** Renders every fill with `fillProps`. */
	Slot: ( props: { fillProps?: Record< string, unknown > } ) => ReactElement;
}

const defaultAdminError = ( thrown: unknown ) => (
	<StoreNotice status="error" isDismissible={ false }>
		{ fillCrashedMessage( thrownMessage( thrown ) || String( thrown ) ) }
	</StoreNotice>
);

/**
 * Checks a slot name (a non-empty string), throwing a `TypeError` otherwise.
 *
 * @example
 * assertSlotName( '__experimentalOrderMeta' );
 */
export function assertSlotName( name: unknown ): asserts name is string {
	if ( typeof name !== 'string' || name === '' ) {
		throw new TypeError( slotNameMessage( name ) );
	}
}

/**
 * A slot and its fill, WooCommerce's `createSlotFill( slotName, onError )`:
 * every child of a `Fill` is cloned with the slot's fill props and wrapped in
 * an error boundary, so a broken extension cannot break the block. When a
 * fill crashes, administrators see `onError( error )` (default: an error
 * notice with the message), everyone else nothing.
 *
 * @example
 * const { Fill, Slot } = createSlotFill( 'myPluginSlot' );
 * <Fill><GiftNote /></Fill>
 * <Slot fillProps={ { cart, extensions } } />
 */
export function createSlotFill(
	slotName: string,
	onError: ( ( thrown: unknown ) => ReactNode ) | null = null
): SlotFill {
	assertSlotName( slotName );
	const renderError = ( thrown: unknown ) =>
		isAdmin() ? ( onError ?? defaultAdminError )( thrown ) : null;

	function Fill( { children }: { children?: ReactNode } ) {
		const render = useCallback(
			( fillProps: Record< string, unknown > ) =>
				Children.map( children, ( child ) => (
					<ExtensionErrorBoundary renderError={ renderError }>
						{ isValidElement( child ) ? cloneElement( child, fillProps ) : child }
					</ExtensionErrorBoundary>
				) ),
			[ children ]
		);
		useFill( slotName, render );
		return null;
	}

	function Slot( { fillProps = {} }: { fillProps?: Record< string, unknown > } ) {
		const fills = useFills( slotName );
		return (
			<>
				{ fills.map( ( fill ) => (
					<Fragment key={ fill.key }>{ fill.render( fillProps ) }</Fragment>
				) ) }
			</>
		);
	}

	return { Fill, Slot };
}

/**
 * The fills of a slot, for deciding whether to render its wrapper
 * (WooCommerce's `useSlot( name ).fills`).
 *
 * @example
 * const { fills } = useSlot( '__experimentalOrderMeta' );
 * if ( ! hasValidFills( fills ) ) { return null; }
 */
export function useSlot( slotName: string ): { fills: ReadonlyArray< unknown > } {
	assertSlotName( slotName );
	return { fills: useFills( slotName ) };
}

/**
 * Whether a slot has fills (falsy entries do not count).
 *
 * @example
 * hasValidFills( useSlot( name ).fills ); // true when an extension filled it
 */
export function hasValidFills( fills: unknown ): boolean {
	return Array.isArray( fills ) && fills.filter( Boolean ).length > 0;
}
