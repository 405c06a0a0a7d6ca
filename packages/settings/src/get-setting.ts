/** Reads one setting, with a fallback, a filter or a type guard, and payment methods' own data. */

import { readSettings } from './read-settings';
import type { SettingFilter, SettingName, StoreSettings } from './types';

const PAYMENT_DATA_SUFFIX = '_data';

const keepValueOrFallback = < T >( value: unknown, fallback: T ): T =>
	( typeof value !== 'undefined' ? value : fallback ) as T;

/**
 * Reads one setting. A missing setting gives `fallback`; `filter` may reshape
 * the stored value. As in WooCommerce, a missing `<method>_data` name falls
 * back to `paymentMethodData[<method>]`, which is how payment plugins read
 * their own data with `getSetting( 'dummy_data' )`.
 *
 * @example
 * getSetting( 'taxesEnabled' ); // true
 * getSetting( 'myPlugin', {} ); // whatever the host printed, or {}
 * getSetting( 'bacs_data', {} ); // paymentMethodData.bacs
 */
export function getSetting< K extends SettingName >( name: K ): StoreSettings[ K ];
export function getSetting< T >( name: string, fallback?: T, filter?: SettingFilter< T > ): T;
export function getSetting< T >(
	name: string,
	fallback: T = false as T,
	filter: SettingFilter< T > = keepValueOrFallback
): T {
	const settings = readSettings();
	let value: unknown = settings[ name ];
	if ( ! ( name in settings ) && name.endsWith( PAYMENT_DATA_SUFFIX ) ) {
		const method = name.slice( 0, -PAYMENT_DATA_SUFFIX.length );
		value = ( settings.paymentMethodData as Record< string, unknown > )[ method ];
	}
	return filter( value, fallback );
}

/**
 * Reads a setting and keeps it only if `typeGuard` accepts it, so callers get
 * a value of the right type even when a host prints something malformed.
 *
 * @example
 * const sortOrder = getSettingWithCoercion( 'paymentMethodSortOrder', [], isStringArray );
 */
export function getSettingWithCoercion< T >(
	name: string,
	fallback: T,
	typeGuard: ( value: unknown ) => value is T
): T {
	const value = getSetting< unknown >( name, fallback );
	return typeGuard( value ) ? value : fallback;
}

/**
 * The data a payment method's server side handed over, or `fallback`.
 *
 * @example
 * const { title, description } = getPaymentMethodData( 'cod', {} ) as { title: string; description: string };
 */
export function getPaymentMethodData< T = unknown >(
	id: string,
	fallback: T | null = null
): T | null {
	const data = getSetting< Record< string, unknown > >( 'paymentMethodData', {} );
	return id in data ? ( data[ id ] as T ) : fallback;
}
