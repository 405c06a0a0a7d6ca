/** Applies the checkout filters registered for a name: validated, type-checked and memoised results. */

import { isAdmin } from '@cesta/settings';
import deprecated from '@wordpress/deprecated';

import {
	DEPRECATIONS,
	filterArgumentMessage,
	filterTypeMessage,
	filterValidationFailedMessage,
} from '../messages';
import { filtersNamed, readFilterRegistry } from './filter-registry';
import type { FilterRegistry } from './filter-registry';
import { isPriceFormatFilter } from './filter-names';
import { membersShallowEqual } from './members-shallow-equal';
import { productPriceValidation } from './must-contain';
import type { ApplyCheckoutFilterOptions } from './types';

interface FilterRun {
	registry: FilterRegistry;
	arg: unknown;
	extensions: unknown;
	defaultValue: unknown;
	value: unknown;
}

const lastRuns = new Map< string, FilterRun >();

const acceptAll = (): true => true;

/** `typeof`, except that arrays are told from objects: a list must stay a list. */
const kindOf = ( value: unknown ): string => ( Array.isArray( value ) ? 'array' : typeof value );

function assertAccepted< T >(
	filterName: string,
	value: T,
	validations: ReadonlyArray< ( value: T ) => unknown >
): void {
	for ( const validation of validations ) {
		const verdict = validation( value );
		if ( verdict instanceof Error ) {
			throw verdict;
		}
		if ( ! verdict ) {
			throw new Error( filterValidationFailedMessage( filterName ) );
		}
	}
}

/**
 * Runs every namespace's filter registered as `filterName`, each receiving the
 * previous one's result, and returns the last accepted value. A result of
 * another type than its input, or one its validation rejects, is discarded:
 * the error is thrown for administrators and logged for everyone else.
 * Price-format filters must also keep `<price/>`. The result is memoised per
 * filter name until `arg` or `extensions` change member by member, the
 * `defaultValue` changes, or filters are registered.
 *
 * @example
 * const label = applyCheckoutFilter( {
 * 	filterName: 'totalLabel',
 * 	defaultValue: __( 'Total', 'cesta' ),
 * 	extensions: cart.extensions,
 * 	arg: { cart },
 * } );
 */
export function applyCheckoutFilter< T >( {
	filterName,
	defaultValue,
	extensions = null,
	arg = null,
	validation = acceptAll,
}: ApplyCheckoutFilterOptions< T > ): T {
	if ( typeof filterName !== 'string' || filterName === '' ) {
		throw new TypeError(
			filterArgumentMessage(
				'applyCheckoutFilter',
				'filterName',
				'a non-empty string',
				filterName
			)
		);
	}
	if ( typeof validation !== 'function' ) {
		throw new TypeError(
			filterArgumentMessage( 'applyCheckoutFilter', 'validation', 'a function', validation )
		);
	}
	const registry = readFilterRegistry();
	const lastRun = lastRuns.get( filterName );
	if (
		lastRun &&
		lastRun.registry === registry &&
		lastRun.defaultValue === defaultValue &&
		membersShallowEqual( lastRun.arg, arg ) &&
		membersShallowEqual( lastRun.extensions, extensions )
	) {
		return lastRun.value as T;
	}

	const validations = isPriceFormatFilter( filterName )
		? [ productPriceValidation as unknown as ( value: T ) => unknown, validation ]
		: [ validation ];
	let value = defaultValue;
	for ( const filter of filtersNamed( registry, filterName ) ) {
		try {
			const filtered: unknown = filter( value, extensions ?? {}, arg );
			if ( kindOf( filtered ) !== kindOf( value ) ) {
				throw new TypeError( filterTypeMessage( kindOf( value ), kindOf( filtered ) ) );
			}
			assertAccepted( filterName, filtered as T, validations );
			value = filtered as T;
		} catch ( error ) {
			// Administrators must see a broken filter; shoppers keep a working checkout.
			if ( isAdmin() ) {
				throw error;
			}
			console.error( error );
		}
	}
	lastRuns.set( filterName, { registry, arg, extensions, defaultValue, value } );
	return value;
}

/**
 * Deprecated alias of `applyCheckoutFilter`.
 *
 * @example
 * __experimentalApplyCheckoutFilter( { filterName: 'totalLabel', defaultValue: 'Total' } );
 */
export function __experimentalApplyCheckoutFilter< T >(
	options: ApplyCheckoutFilterOptions< T >
): T {
	deprecated( DEPRECATIONS.experimentalApplyCheckoutFilter.feature, {
		alternative: DEPRECATIONS.experimentalApplyCheckoutFilter.alternative,
	} );
	return applyCheckoutFilter( options );
}
