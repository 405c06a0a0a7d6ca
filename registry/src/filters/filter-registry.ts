/** Where checkout filters are registered and kept: on `window.wc` beside WooCommerce's, else in the module. */

import deprecated from '@wordpress/deprecated';

import { isRecord } from '../is-record';
import { DEPRECATIONS, filterArgumentMessage } from '../messages';
import type { CheckoutFilterFunction, CheckoutFilters } from './types';

/** Every namespace's filters, as WooCommerce keeps them on `window.wc`. */
export type FilterRegistry = Readonly< Record< string, CheckoutFilters > >;

interface WcGlobal {
	_internalBlocksCheckoutFilters?: FilterRegistry;
	[ key: string ]: unknown;
}

// Without a window (server rendering) the filters live in this module only.
let moduleRegistry: FilterRegistry = Object.freeze( {} );

const browserGlobal = (): { wc?: WcGlobal } | undefined =>
	typeof window === 'undefined' ? undefined : ( window as unknown as { wc?: WcGlobal } );

/**
 * The current filters of every namespace. The object is replaced, never
 * mutated, on each registration (by Cesta or by another copy of WooCommerce's
 * code sharing `window.wc`), so its identity tells whether anything changed.
 *
 * @example
 * Object.keys( readFilterRegistry() ); // [ 'my-plugin' ]
 */
export function readFilterRegistry(): FilterRegistry {
	const host = browserGlobal();
	return host ? ( host.wc?._internalBlocksCheckoutFilters ?? moduleRegistry ) : moduleRegistry;
}

function writeFilterRegistry( next: FilterRegistry ): void {
	const host = browserGlobal();
	if ( host ) {
		host.wc ??= {};
		host.wc._internalBlocksCheckoutFilters = next;
	} else {
		moduleRegistry = next;
	}
}

/**
 * The functions registered for `filterName`, one per namespace, in the order
 * the namespaces registered.
 *
 * @example
 * filtersNamed( readFilterRegistry(), 'totalLabel' ).length; // 2
 */
export function filtersNamed(
	registry: FilterRegistry,
	filterName: string
): CheckoutFilterFunction[] {
	return Object.values( registry )
		.map( ( filters ) => filters[ filterName ] )
		.filter( ( filter ): filter is CheckoutFilterFunction => typeof filter === 'function' );
}

/**
 * Whether any namespace has registered a filter named `filterName`: a
 * component whose filters' arguments cost it something (the whole cart, which
 * re-renders every cart line on any change) can skip them when nothing would
 * read them.
 *
 * @example
 * hasCheckoutFilter( 'itemName' ); // false until a plugin registers one
 */
export function hasCheckoutFilter( filterName: string ): boolean {
	return filtersNamed( readFilterRegistry(), filterName ).length > 0;
}

/**
 * Registers a namespace's checkout filters. Registering the namespace again
 * replaces all of its filters. Memoised filter results are dropped (the
 * registry object is replaced, and memoised results belong to one registry). The
 * filters are stored on `window.wc._internalBlocksCheckoutFilters`, where
 * WooCommerce keeps them.
 *
 * @example
 * registerCheckoutFilters( 'my-plugin', {
 * 	totalLabel: () => 'Total a pagar',
 * 	cartItemPrice: ( format ) => `${ format } / unidad`,
 * } );
 */
export function registerCheckoutFilters( namespace: string, filters: CheckoutFilters ): void {
	const fn = 'registerCheckoutFilters';
	if ( typeof namespace !== 'string' || namespace === '' ) {
		throw new TypeError(
			filterArgumentMessage( fn, 'namespace', 'a non-empty string', namespace )
		);
	}
	if ( ! isRecord( filters ) ) {
		throw new TypeError(
			filterArgumentMessage( fn, 'filters', 'an object of filter name → function', filters )
		);
	}
	for ( const [ filterName, filter ] of Object.entries( filters ) ) {
		if ( typeof filter !== 'function' ) {
			throw new TypeError(
				filterArgumentMessage( fn, `the filter "${ filterName }"`, 'a function', filter )
			);
		}
	}
	if ( 'couponName' in filters ) {
		deprecated( DEPRECATIONS.couponName.feature, {
			alternative: DEPRECATIONS.couponName.alternative,
		} );
	}
	writeFilterRegistry(
		Object.freeze( { ...readFilterRegistry(), [ namespace ]: Object.freeze( { ...filters } ) } )
	);
}

/**
 * Deprecated alias of `registerCheckoutFilters`.
 *
 * @example
 * __experimentalRegisterCheckoutFilters( 'my-plugin', { totalLabel: () => 'Total' } );
 */
export function __experimentalRegisterCheckoutFilters(
	namespace: string,
	filters: CheckoutFilters
): void {
	deprecated( DEPRECATIONS.experimentalRegisterCheckoutFilters.feature, {
		alternative: DEPRECATIONS.experimentalRegisterCheckoutFilters.alternative,
	} );
	registerCheckoutFilters( namespace, filters );
}
